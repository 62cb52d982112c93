/// The page's script and style sheet (`LayoutPage.html`). The script knows no layout rule: it
/// reads the frames and the motions' linear pieces from the page's data, evaluates the pieces at
/// the viewport's scroll offset, and draws the elements in view, found by binary search in the
/// elements sorted by where they start along the scroll axis (a moving element by the smallest
/// start it takes, and it ends at the largest end it takes).
enum LayoutPageScript {
    /// Data layout (`LayoutPage+HTML`): per pane `e` holds `stride` numbers per element (mark,
    /// category, kind, section, item, x, y, width, height, zIndex, indices into `marks`,
    /// `categories`, `kinds`), `l` the labels, `m` the motions by element index as
    /// `[movedMark, lowest start, highest start, from, intercept, slope, cross, hidden, …]`
    /// (`from` null for the first piece, `cross` null for the resting frame's, `hidden` 1 where
    /// the element is absent).
    static let stride = 10

    static let script = #"""
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("lattice-data").textContent);
  var viewports = document.querySelectorAll("[data-lattice-viewport]");
  var panes = data.panes.map(function (p, index) { return setUp(p, viewports[index], index); });
  var together = document.getElementById("lattice-compare");

  function setUp(p, vp, index) {
    var S = p.stride, n = p.e.length / S, vertical = p.axis === "y";
    var start = new Float64Array(n), reach = new Float64Array(n), end = new Float64Array(n);
    var best = -Infinity;
    for (var i = 0; i < n; i++) {
      var o = i * S, s = vertical ? p.e[o + 6] : p.e[o + 5], len = vertical ? p.e[o + 8] : p.e[o + 7];
      var m = p.m[i];
      start[i] = m ? m[1] : s;
      end[i] = (m ? m[2] : s) + len;
      best = Math.max(best, end[i]);
      reach[i] = best;
    }
    var pane = { p: p, vp: vp, layer: vp.firstElementChild, index: index, vertical: vertical,
                 start: start, end: end, reach: reach, status: document.getElementById("lattice-status-" + index),
                 expected: null };
    vp.addEventListener("scroll", function () { scrolled(pane); });
    vp.scrollLeft = p.offset[0] - p.min[0];
    vp.scrollTop = p.offset[1] - p.min[1];
    draw(pane);
    return pane;
  }

  /// The content offset shown: the native scroll position plus the smallest offset.
  function offset(pane) {
    return [pane.vp.scrollLeft + pane.p.min[0], pane.vp.scrollTop + pane.p.min[1]];
  }

  function scrolled(pane) {
    draw(pane);
    // A scroll this script made to follow the other pane is not passed back.
    if (pane.expected) { pane.expected = null; return; }
    if (!together || !together.checked) return;
    var o = offset(pane);
    panes.forEach(function (other) {
      if (other === pane) return;
      var x = o[0] - other.p.min[0], y = o[1] - other.p.min[1];
      other.expected = [x, y];
      other.vp.scrollLeft = x; other.vp.scrollTop = y;
    });
  }

  /// The first index in [0, n) where `test` holds (it holds from some index on).
  function partition(n, test) {
    var lo = 0, hi = n;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (test(mid)) hi = mid; else lo = mid + 1; }
    return lo;
  }

  /// The piece of a motion in force at `at` (the last starting at or before it), as the index
  /// of its first number.
  function piece(m, at) {
    var k = 3;
    for (var j = 3; j < m.length; j += 5) { if (m[j] === null || m[j] <= at) k = j; else break; }
    return k;
  }

  function draw(pane) {
    var p = pane.p, o = offset(pane), along = pane.vertical ? o[1] : o[0];
    var length = pane.vertical ? p.viewport[1] : p.viewport[0];
    var lo = along - length / 2, hi = along + length * 1.5;
    var n = pane.start.length;
    var first = partition(n, function (i) { return pane.reach[i] >= lo; });
    var last = partition(n, function (i) { return pane.start[i] > hi; });
    var nodes = [content(p)], pinned = [], left = [];
    for (var i = first; i < last; i++) {
      if (pane.end[i] < lo) continue;
      element(pane, i, along, length, nodes, pinned, left);
    }
    pane.layer.replaceChildren.apply(pane.layer, nodes);
    pane.status.textContent = "offset " + number(o[0]) + "," + number(o[1]) + "   viewport " + number(p.viewport[0]) + "\u00d7"
      + number(p.viewport[1]) + "   content " + number(p.content[0]) + "\u00d7" + number(p.content[1])
      + (pinned.length ? "   pinned: " + pinned.join(", ") : "")
      + (left.length ? "   not returned by the layout's rect query though in view: " + left.join(", ") : "");
  }

  function content(p) {
    var box = document.createElement("div");
    box.className = "mark m-content";
    place(box, p, 0, 0, p.content[0], p.content[1]);
    return box;
  }

  function place(node, p, x, y, w, h) {
    node.style.left = (x - p.min[0]) + "px"; node.style.top = (y - p.min[1]) + "px";
    node.style.width = w + "px"; node.style.height = h + "px";
  }

  /// Draws element `i`; one its motion hides where it would still overlap the viewport (a
  /// sticky header pushed past its section's bounds, which a rect query that visits sections
  /// by their bounds leaves out, ListLayoutRules §6, §8) is named in `left` instead.
  function element(pane, i, along, length, nodes, pinned, left) {
    var p = pane.p, o = i * p.stride, e = p.e;
    var x = e[o + 5], y = e[o + 6], w = e[o + 7], h = e[o + 8];
    var mark = p.marks[e[o]], label = p.l[i], m = p.m[i];
    if (m) {
      var k = piece(m, along);
      var at = m[k + 1] + m[k + 2] * along, rest = pane.vertical ? y : x;
      if (m[k + 4]) {
        var len = pane.vertical ? h : w;
        if (at < along + length && at + len > along) left.push(label);
        return;
      }
      if (m[k + 3] !== null) { if (pane.vertical) x = m[k + 3]; else y = m[k + 3]; }
      // A header drawn pinned gets the pinned look over a dashed outline of its resting place.
      if (at !== rest && m[0] !== e[o]) {
        var ghost = document.createElement("div");
        ghost.className = "mark m-ghost";
        place(ghost, p, x, y, w, h);
        nodes.push(ghost);
        mark = p.marks[m[0]];
        pinned.push(label);
        label = p.pin + " " + label;
      }
      if (pane.vertical) y = at; else x = at;
    }
    var node = document.createElement("div");
    node.className = "mark m-" + mark;
    node.dataset.category = p.categories[e[o + 1]];
    node.dataset.kind = p.kinds[e[o + 2]];
    node.dataset.section = e[o + 3];
    node.dataset.item = e[o + 4];
    node.style.zIndex = e[o + 9];
    place(node, p, x, y, w, h);
    if (label && h >= 5) {
      var text = document.createElement("span");
      text.textContent = label;
      text.style.fontSize = Math.min(11, h * 0.8) + "px";
      node.appendChild(text);
    }
    nodes.push(node);
  }

  function number(v) { return String(Math.round(v * 1000) / 1000); }

  if (together) {
    together.addEventListener("change", function () {
      document.body.classList.toggle("single", !together.checked);
      if (together.checked) scrolled(panes[0]);
    });
  }
  /// Each viewport scaled (never up) so that it fits the window beside the others, under the
  /// titles and above its status line and the legend: the page needs no scrolling of its own.
  function fit() {
    var legend = document.querySelector(".legend");
    var below = legend ? legend.getBoundingClientRect().height + 12 : 0;
    var room = document.documentElement.clientWidth - 32 - 24 * (panes.length - 1);
    var width = panes.reduce(function (sum, pane) { return sum + pane.p.viewport[0]; }, 0);
    panes.forEach(function (pane) {
      var box = pane.vp.parentElement, top = box.getBoundingClientRect().top + window.scrollY;
      var status = pane.status.getBoundingClientRect().height + 8;
      var high = window.innerHeight - top - status - below - 16;
      var k = Math.min(1, room / width, high / pane.p.viewport[1]);
      k = Math.max(k, 0.05);
      pane.vp.style.transform = k < 1 ? "scale(" + k + ")" : "";
      pane.vp.dataset.scale = String(k);
      box.style.width = pane.p.viewport[0] * k + "px";
      box.style.height = pane.p.viewport[1] * k + "px";
    });
  }
  fit();
  window.addEventListener("resize", fit);
  if (viewports.length) viewports[0].focus({ preventScroll: true });
})();
"""#
}
