import LatticeCLI

LatticeCLI.main()
