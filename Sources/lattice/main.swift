import LatticeApp
LatticeMain.main()
