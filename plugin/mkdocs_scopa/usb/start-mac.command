#!/bin/sh
# Starts the guide: double-click this file (macOS), or run `sh start-mac.command` in the Linux
# terminal of a Chromebook; leave its window open while you use the guide.
cd "$(dirname "$0")" && exec perl serve.pl
