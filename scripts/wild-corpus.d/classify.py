"""The issue's failure classes for one compiler or port message (shared by census-report.py and
scripts/wild-corpus): 1 isolation, 2 a missing member or type, 3 selectors, 4 a signature that
differs from UIKit's; 0 anything else (a module that is not there, the layout's own code)."""
import re

CLASSES = [
    (1, re.compile(r'actor-isolated|nonisolated|Sendable|global actor|main actor')),
    (3, re.compile(r'#selector|Objective-C|@objc|objc_|selector')),
    # A class whose superclass lattice lacks cannot override: the cascade counts as the missing type.
    (2, re.compile(r"cannot find (type )?'|has no member|is not a member type|no such module|cannot infer contextual base|because it has no superclass|not declared by|not modelled by")),
    (4, re.compile(r'does not override|cannot override|missing argument|extra argument|argument passed to call that takes no arguments|incorrect argument label|overriding declaration|override of|must be marked|cannot convert|no exact matches|requires that|type of expression is ambiguous|ambiguous use|initializer does not override|has different argument labels|is inaccessible|use of protocol|unavailable|cannot be overridden|cannot override|overriding non-open|optional chaining on non-optional')),
]

def failure_class(message):
    for number, rx in CLASSES:
        if rx.search(message):
            return number
    return 0
