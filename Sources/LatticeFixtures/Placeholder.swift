// LatticeFixtures: see ARCHITECTURE.md
