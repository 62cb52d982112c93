/// Everything the viewer draws on its screen — the status line and key line, the inspector and
/// help panels, the viewport's edge and scroll indicator, the focus marker, the picture of the
/// layout — is a widget with this one drawing signature (as ratatui's `Widget::render(area,
/// buffer)`): it draws itself into `rect` of `buffer`. What it draws is in its properties.
public protocol ScreenWidget {
    func draw(in rect: CellRect, into buffer: inout ScreenBuffer)
}
