// LatticeViewport: see ARCHITECTURE.md
