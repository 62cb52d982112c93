// LatticeRender: see ARCHITECTURE.md
