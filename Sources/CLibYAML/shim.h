#ifndef LATTICE_CLIBYAML_SHIM_H
#define LATTICE_CLIBYAML_SHIM_H
// libyaml's event parser, from the system (Debian's libyaml-dev, Homebrew's libyaml): the
// fixture reader (`YAMLReader`) and the source spans of `:w` (`SourceSpans`) use it directly.
#include <yaml.h>
#endif
