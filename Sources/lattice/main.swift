import LatticeApp

LatticeMain.main()
