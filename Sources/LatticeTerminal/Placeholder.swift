// LatticeTerminal: see ARCHITECTURE.md
