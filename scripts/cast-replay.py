#!/usr/bin/env python3
"""Replays an asciicast v2 file into pyte (a VT100 emulator) and prints the final screen, one
line per row with trailing spaces trimmed, as `lattice render --color never` prints a frame.

Checks the cast on the way: the header is a version-2 object with width, height, title and
env.TERM; every event line is a JSON array [time, "o" | "r", data]; times never go backwards.
Usage: scripts/cast-replay.py FILE.cast"""
import json
import sys

import pyte


def replay(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    assert lines[-1] == "", "the cast must end with a newline"
    header = json.loads(lines[0])
    assert header["version"] == 2, header
    assert isinstance(header["width"], int) and isinstance(header["height"], int), header
    assert header["title"] and header["env"]["TERM"], header
    screen = pyte.Screen(header["width"], header["height"])
    stream = pyte.Stream(screen)
    last = 0.0
    for number, line in enumerate(lines[1:-1], start=2):
        time, kind, data = json.loads(line)
        assert time >= last, f"line {number}: time goes backwards"
        last = time
        if kind == "o":
            stream.feed(data)
        elif kind == "r":
            cols, rows = (int(v) for v in data.split("x"))
            screen.resize(rows, cols)
        else:
            raise AssertionError(f"line {number}: unknown event type {kind!r}")
    return "".join(row.rstrip() + "\n" for row in screen.display)


if __name__ == "__main__":
    sys.stdout.write(replay(sys.argv[1]))
