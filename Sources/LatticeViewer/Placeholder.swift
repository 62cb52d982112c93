// LatticeViewer: see ARCHITECTURE.md
