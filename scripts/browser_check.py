#!/usr/bin/env python3
"""The pages and animated SVGs lattice writes, checked in a real browser (headless Chromium,
driven over the DevTools protocol on a pipe: --remote-debugging-pipe, standard library only).

* Every fixture under Fixtures/ whose `export --html` page has elements moving with the offset
  (the sticky fixtures of every layout type): the page is scrolled through its own viewport to
  20 offsets, and every element `lattice dump` places in the viewport at that offset (pinned
  headers included) is read back from the DOM (its bounding rectangle relative to the viewport's,
  plus the offset) and must match the dumped frame within 0.5 pt.
* A page fits its window: a 390 x 844 viewport in a 1200 x 900 window is scaled down whole, its
  title in view, and still matches `dump`; a pinned header a rect query leaves out while in view
  (sticky-mail at 318) is named in the status line.
* A compare pair: scrolling the first pane scrolls the second, and both match `dump` (the second
  with the --compare-set value).
* A screenshot of a page with a pinned header is not blank, and the header's rectangle holds its
  label (text pixels in it, and the label in the node).
* An animated SVG from `record`: at several times (its CSS animations paused there), exactly one
  screen shows, and its text is the screen `render` prints for the keys typed by then.

Usage: browser_check.py LATTICE_BINARY CHROMIUM_BINARY. Exit 0 when everything passes.
"""
import base64, fcntl, json, os, struct, subprocess, sys, tempfile, time, zlib

LATTICE, CHROMIUM = sys.argv[1], sys.argv[2]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = tempfile.mkdtemp(prefix="lattice-browser-")
TOLERANCE = 0.5
failures = []


def fail(what):
    failures.append(what)
    print("FAIL " + what, flush=True)


def lattice(*args):
    done = subprocess.run([LATTICE, *args], capture_output=True, text=True, cwd=ROOT)
    if done.returncode != 0:
        raise RuntimeError("lattice %s: %s" % (" ".join(args), done.stderr.strip()))
    return done.stdout


class Browser:
    """Chromium with the DevTools protocol on fds 3 (commands in) and 4 (replies out)."""

    def __init__(self):
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        # In the child: the pipe ends become fds 3 and 4 (made inheritable; every
        # other descriptor of this process is not, PEP 446), so close_fds can stay off.
        def wire():
            high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_child_r, from_child_w)]
            for fd, wanted in zip(high, (3, 4)):
                os.dup2(fd, wanted)
                os.set_inheritable(wanted, True)
        self.process = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--hide-scrollbars", "--force-device-scale-factor=1",
             "--user-data-dir=" + os.path.join(WORK, "profile"), "about:blank"],
            preexec_fn=wire, close_fds=False, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": 1000, "height": 800, "deviceScaleFactor": 1, "mobile": False}, session=True)

    def call(self, method, params=None, session=False, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_child, 1 << 20)
                if not chunk:
                    raise RuntimeError("chromium closed the DevTools pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply["result"]
        raise RuntimeError(method + ": no reply in time")

    def open(self, path):
        self.call("Page.navigate", {"url": "file://" + path}, session=True)
        for _ in range(600):
            if self.evaluate("document.readyState") == "complete":
                return
            time.sleep(0.05)
        raise RuntimeError(path + ": did not load")

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                "returnByValue": True}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError("page script: %s" % result["exceptionDetails"])
        return result["result"].get("value")

    def screenshot(self):
        return base64.b64decode(self.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"])

    def close(self):
        try:
            self.call("Browser.close", timeout=10)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


# Scrolls viewport `index` natively to scroll position (x, y), waits two frames (the page redraws
# on its scroll event), and reads back every layout element of each viewport.
READ = """(async function (index, x, y) {
  const viewports = document.querySelectorAll('[data-lattice-viewport]');
  viewports[index].scrollLeft = x; viewports[index].scrollTop = y;
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  return Array.from(viewports).map(vp => {
    const box = vp.getBoundingClientRect();
    const min = vp.dataset.minimumOffset.split(',').map(Number);
    // A viewport scaled to fit the window: its rectangles are the frames times the scale.
    const k = +vp.dataset.scale || 1;
    return {offset: [vp.scrollLeft + min[0], vp.scrollTop + min[1]], min: min, scale: k,
            size: [vp.clientWidth, vp.clientHeight], scroll: [vp.scrollWidth, vp.scrollHeight],
            elements: Array.from(vp.querySelectorAll('[data-category]')).map(n => {
              const r = n.getBoundingClientRect();
              return {key: [n.dataset.category, n.dataset.kind, +n.dataset.section, +n.dataset.item].join('/'),
                      rect: [(r.left - box.left) / k, (r.top - box.top) / k, r.width / k, r.height / k], text: n.textContent};
            })};
  });
})"""


def dumped(fixture, offset, size, extra=()):
    """Elements `dump` places at least partly inside the viewport at `offset`, by key."""
    rect = "%r,%r,%r,%r" % (offset[0], offset[1], size[0], size[1])
    data = json.loads(lattice("dump", fixture, "--offset=%r,%r" % tuple(offset), "--rect=" + rect, *extra))
    out = {}
    for e in data["elements"]:
        f = e["frame"]
        if f["width"] <= 0 or f["height"] <= 0:
            continue
        if f["x"] + f["width"] <= offset[0] or f["x"] >= offset[0] + size[0]:
            continue
        if f["y"] + f["height"] <= offset[1] or f["y"] >= offset[1] + size[1]:
            continue
        out["/".join([e["category"], e["kind"], str(e["section"]), str(e["item"])])] = e
    return out


def compare(label, pane, expected):
    """Every dumped element is in the DOM at its frame minus the offset (0.5 pt); returns the
    number of pinned headers checked."""
    seen = {e["key"]: e for e in pane["elements"]}
    pinned = 0
    for key, e in expected.items():
        f = e["frame"]
        want = [f["x"] - pane["offset"][0], f["y"] - pane["offset"][1], f["width"], f["height"]]
        node = seen.get(key)
        if node is None:
            fail("%s: %s is in dump's viewport but not in the page" % (label, key))
            continue
        if any(abs(a - b) > TOLERANCE for a, b in zip(node["rect"], want)):
            fail("%s: %s at %s in the page, %s in dump (frame minus offset)" % (label, key, node["rect"], want))
        if e.get("pinned"):
            pinned += 1
    # And nothing in the page's viewport that dump does not place there (an arrow that should
    # have gone, a header left behind).
    for key, node in seen.items():
        x, y, w, h = node["rect"]
        inside = min(x + w, pane["size"][0]) - max(x, 0) > TOLERANCE and min(y + h, pane["size"][1]) - max(y, 0) > TOLERANCE
        if inside and key not in expected:
            fail("%s: %s is in the page's viewport at %s but not in dump's" % (label, key, node["rect"]))
    return pinned


def offsets_for(pane, axis, count=20):
    """`count` scroll positions spread over the whole scroll range along `axis`, ends included."""
    i = 1 if axis == "y" else 0
    top = pane["scroll"][i] - pane["size"][i]
    return sorted({round(top * k / (count - 1)) for k in range(count)} | {0, top})[:count] if top > 0 else [0]


def check_fixture(browser, fixture):
    page = os.path.join(WORK, fixture.replace("/", "_") + ".html")
    lattice("export", fixture, "-o", page)
    data = open(page, encoding="utf-8").read()
    start = data.index('id="lattice-data">') + len('id="lattice-data">')
    model = json.loads(data[start:data.index("</script>", start)])["panes"][0]
    if not model["m"]:
        return None
    browser.open(page)
    before = len(failures)
    first = browser.evaluate(READ + "(0, 0, 0)")[0]
    axis = model["axis"]
    pinned = 0
    positions = offsets_for(first, axis)
    for p in positions:
        x, y = (0, p) if axis == "y" else (p, 0)
        pane = browser.evaluate(READ + "(0, %d, %d)" % (x, y))[0]
        pinned += compare("%s @%s" % (fixture, pane["offset"]), pane, dumped(fixture, pane["offset"], pane["size"]))
    if len(failures) == before:
        print("ok   %s: %d offsets, %d pinned headers matched dump" % (fixture, len(positions), pinned), flush=True)
    return model["kinds"]


def check_compare(browser):
    fixture, setting = "Fixtures/list/sticky-headers-vertical.yaml", "layout.stickyHeaderYOffset=20"
    page = os.path.join(WORK, "compare.html")
    lattice("export", fixture, "--compare-set", setting, "-o", page)
    browser.open(page)
    count = 0
    for y in (0, 15, 40, 90, 160):
        panes = browser.evaluate(READ + "(0, 0, %d)" % y)
        if len(panes) < 2:
            fail("compare page: fewer than two viewports")
            return
        if panes[1]["offset"] != panes[0]["offset"]:
            fail("compare page: the second pane is at %s, the first at %s" % (panes[1]["offset"], panes[0]["offset"]))
        compare("compare A @%s" % panes[0]["offset"], panes[0], dumped(fixture, panes[0]["offset"], panes[0]["size"]))
        count += compare("compare B @%s" % panes[1]["offset"], panes[1],
                         dumped(fixture, panes[1]["offset"], panes[1]["size"], ("--set", setting)))
    print("ok   compare pair: 5 offsets, both panes scrolled together, %d pinned headers in B matched dump" % count, flush=True)


def png_pixels(png):
    """(width, height, rows of RGB(A) tuples) of an 8-bit RGB or RGBA PNG."""
    width, height, depth, colour = struct.unpack(">IIBB", png[16:26])
    channels = {2: 3, 6: 4}[colour]
    assert depth == 8
    data, i = b"", 8
    while i < len(png):
        length, kind = struct.unpack(">I4s", png[i:i + 8])
        if kind == b"IDAT":
            data += png[i + 8:i + 8 + length]
        i += 12 + length
    raw = zlib.decompress(data)
    stride, rows, previous = width * channels, [], bytearray(width * channels)
    for r in range(height):
        kind, line = raw[r * (stride + 1)], bytearray(raw[r * (stride + 1) + 1:(r + 1) * (stride + 1)])
        for c in range(stride):
            a = line[c - channels] if c >= channels else 0
            b = previous[c]
            d = previous[c - channels] if c >= channels else 0
            if kind == 1: line[c] = (line[c] + a) & 255
            elif kind == 2: line[c] = (line[c] + b) & 255
            elif kind == 3: line[c] = (line[c] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - d; pa, pb, pc = abs(p - a), abs(p - b), abs(p - d)
                line[c] = (line[c] + (a if pa <= pb and pa <= pc else b if pb <= pc else d)) & 255
        rows.append([tuple(line[c:c + 3]) for c in range(0, stride, channels)])
        previous = line
    return width, height, rows


def check_screenshot(browser):
    fixture, label = "Fixtures/list/sticky-mail.yaml", "Inbox"
    page = os.path.join(WORK, "shot.html")
    lattice("export", fixture, "-o", page)
    browser.open(page)
    # Header 0 ("Inbox") pins between offsets 0 and 138 (the next header at 162 minus its 24).
    pane = browser.evaluate(READ + "(0, 0, 100)")[0]
    box = browser.evaluate("(() => { const r = document.querySelector('[data-lattice-viewport]').getBoundingClientRect(); return [r.left, r.top]; })()")
    header = next((e for k, e in dumped(fixture, pane["offset"], pane["size"]).items() if e.get("pinned")), None)
    if header is None:
        fail("screenshot: no pinned header at offset 100 in dump")
        return
    key = "/".join([header["category"], header["kind"], str(header["section"]), str(header["item"])])
    node = next((e for e in pane["elements"] if e["key"] == key), None)
    width, height, rows = png_pixels(browser.screenshot())
    colours = {px for row in rows[::4] for px in row[::4]}
    if len(colours) < 4:
        fail("screenshot: blank (%d colours)" % len(colours))
    left, top = int(box[0] + node["rect"][0]) + 3, int(box[1] + node["rect"][1]) + 2
    inside = [rows[r][c] for r in range(top, top + int(node["rect"][3]) - 4) for c in range(left, left + int(node["rect"][2]) - 6)]
    # The header's fill is one colour; its label adds the text colour (and anti-aliased edges).
    if len(set(inside)) < 3:
        fail("screenshot: the pinned header's rectangle shows no label (%d colours)" % len(set(inside)))
    if label not in node["text"]:
        fail("screenshot: the pinned header's node says %r, not %r" % (node["text"], label))
    print("ok   screenshot: %d colours, pinned header %s shows %r" % (len(colours), key, node["text"]), flush=True)


# Pauses every CSS animation of the SVG at `t` ms and returns the rows of text of each visible screen.
SVG_AT = """(function (t) {
  document.getAnimations().forEach(a => { a.pause(); a.currentTime = t; });
  return Array.from(document.querySelectorAll('g.s')).filter(g => getComputedStyle(g).visibility === 'visible')
    .map(g => Array.from(g.querySelectorAll('use')).map(u => [+u.getAttribute('y'),
         document.getElementById(u.getAttribute('href').slice(1)).textContent.replace(/\\s+/g, '')]));
})"""


def check_svg(browser):
    fixture, keys, size, delay = "Fixtures/list/sticky-mail.yaml", list("jjjjjjjj"), "60x20", 400
    svg = os.path.join(WORK, "demo.svg")
    lattice("record", fixture, "--size", size, "--keys", "".join(keys), "--key-delay", "%dms" % delay, "-o", svg)
    browser.open(svg)
    checked = 0
    for typed in (0, 3, 8):
        t = typed * delay + delay / 2
        shown = browser.evaluate(SVG_AT + "(%r)" % t)
        if len(shown) != 1:
            fail("svg at %d ms: %d screens visible, expected 1" % (t, len(shown)))
            continue
        screen = {int(y // 18): text for y, text in shown[0]}
        rendered = lattice("render", fixture, "--size", size, "--keys", "".join(keys[:typed]) or "", "--color", "never").split("\n")
        for r, line in enumerate(rendered):
            want = "".join(line.split())
            if screen.get(r, "") != want:
                fail("svg at %d ms, row %d: %r, render says %r" % (t, r, screen.get(r, ""), want))
                break
        checked += 1
    print("ok   animated svg: %d times, each the screen render prints for the keys typed by then" % checked, flush=True)
    # The README's first picture plays: one screen at a time, the first with the Inbox header.
    readme = os.path.join(ROOT, "docs", "sticky-mail.svg")
    browser.open(readme)
    for t in (0, 3000, 6000, 9000):
        shown = browser.evaluate(SVG_AT + "(%r)" % t)
        if len(shown) != 1:
            fail("docs/sticky-mail.svg at %d ms: %d screens visible, expected 1" % (t, len(shown)))
    if not any("Inbox" in text for _, text in browser.evaluate(SVG_AT + "(0)")[0]):
        fail("docs/sticky-mail.svg: the first screen shows no Inbox header")
    print("ok   docs/sticky-mail.svg plays (one screen at a time)", flush=True)


# Where the title and the viewport are in the window, and the page's own scroll range.
FIT = """(() => {
  const vp = document.querySelector('[data-lattice-viewport]'), r = vp.getBoundingClientRect();
  const h = document.querySelector('h2').getBoundingClientRect();
  return {title: [h.top, h.bottom], viewport: [r.left, r.top, r.right, r.bottom], scale: +vp.dataset.scale,
          window: [innerWidth, innerHeight], pageScroll: document.documentElement.scrollHeight - innerHeight,
          status: document.getElementById('lattice-status-0').textContent};
})()"""


def check_fit(browser):
    """A phone-sized viewport (390 x 844, as flow/photo-grid's safe-area fixtures use) in a
    1200 x 900 window: the title in view, the whole viewport in the window (scaled down), the page
    needs no scrolling; the frames still match dump through the scale. And the pinned header of
    sticky-mail's section 1, 4 pt inside the viewport at offset 318 but pushed past its section's
    bounds, is named in the status line as left out by the rect query (dump --rect leaves it out)."""
    fixture = os.path.join(WORK, "tall.yaml")
    with open(fixture, "w") as f:
        f.write("name: tall\nviewport: {width: 390, height: 844}\nlayout: {stickyHeaders: true}\n"
                "sections:\n  - {header: 30, items: [{size: [390, 100], repeat: 20}], repeat: 3}\n")
    page = os.path.join(WORK, "tall.html")
    lattice("export", fixture, "-o", page)
    browser.call("Emulation.setDeviceMetricsOverride",
                 {"width": 1200, "height": 900, "deviceScaleFactor": 1, "mobile": False}, session=True)
    try:
        browser.open(page)
        got = browser.evaluate(FIT)
        if got["title"][0] < 0:
            fail("fit: the title is above the window (top %r)" % got["title"][0])
        left, top, right, bottom = got["viewport"]
        if left < 0 or top < 0 or right > 1200 + TOLERANCE or bottom > 900 + TOLERANCE:
            fail("fit: the viewport at %r does not fit the 1200x900 window" % got["viewport"])
        if not got["scale"] < 1:
            fail("fit: an 844-pt viewport in a 900-px window is not scaled (scale %r)" % got["scale"])
        if abs((bottom - top) - 844 * got["scale"]) > 1:
            fail("fit: the viewport is %r px high, 844 x scale %r expected" % (bottom - top, got["scale"]))
        if got["pageScroll"] > 0:
            fail("fit: the page scrolls by %r px" % got["pageScroll"])
        pane = browser.evaluate(READ + "(0, 0, 250)")[0]
        before = len(failures)
        compare("fit @%s" % pane["offset"], pane, dumped(fixture, pane["offset"], pane["size"]))
        if len(failures) == before:
            print("ok   fit: title at %r, viewport scaled %.3f to %r, frames match dump"
                  % (got["title"][0], got["scale"], got["viewport"]), flush=True)
        mail = os.path.join(WORK, "mail.html")
        lattice("export", "Fixtures/list/sticky-mail.yaml", "-o", mail)
        browser.open(mail)
        pane = browser.evaluate(READ + "(0, 0, 318)")[0]
        status = browser.evaluate(FIT)["status"]
        if "Flagged" not in status.split("rect query")[-1]:
            fail("sticky-mail @318: the status does not name the Flagged header left out: %r" % status)
        else:
            print("ok   sticky-mail @318: %r" % status, flush=True)
    finally:
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": 1000, "height": 800, "deviceScaleFactor": 1, "mobile": False}, session=True)


def main():
    started = time.time()
    browser = Browser()
    try:
        fixtures = sorted(os.path.relpath(os.path.join(d, f), ROOT) for d, _, fs in os.walk(os.path.join(ROOT, "Fixtures"))
                          for f in fs if f.endswith((".yaml", ".yml", ".json")))
        sticky = 0
        for fixture in fixtures:
            try:
                if check_fixture(browser, fixture) is not None:
                    sticky += 1
            except RuntimeError as error:
                fail("%s: %s" % (fixture, error))
        if sticky == 0:
            fail("no fixture under Fixtures/ has elements moving with the offset")
        check_compare(browser)
        check_fit(browser)
        check_screenshot(browser)
        check_svg(browser)
    finally:
        browser.close()
    print("browser test: %d sticky fixtures, %.0f s, %d failures" % (sticky, time.time() - started, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
