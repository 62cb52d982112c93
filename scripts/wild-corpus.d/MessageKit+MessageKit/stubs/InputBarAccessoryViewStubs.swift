import UIKit

// Declaration-only stand-ins, written for this measurement, for the names MessageKit's view
// controller files take from InputBarAccessoryView (its one third-party dependency, Package.swift
// line 32). They declare what the files name and do nothing: no InputBarAccessoryView code is here.

/// InputBarAccessoryView's input bar, as a view MessageKit makes and adds.
open class InputBarAccessoryView: UIView {}

/// InputBarAccessoryView's text view, which keyboard notifications carry.
open class InputTextView: UIView {}

/// InputBarAccessoryView's keyboard manager, which MessageKit's state owns.
open class KeyboardManager: NSObject {
    public override init() { super.init() }
}
