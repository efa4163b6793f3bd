"""The whole guide as one download, for a teacher without Python: ``scopa-guide.zip`` at the
site's root (linked from the teachers' page), written after everything else.

It holds the built site, both editions, and what serves it from a USB stick with what each
computer already has (the browser needs the pages from a web address, not from files): a
PowerShell server for Windows (``start-windows.cmd``), a Perl one for macOS and a Chromebook's
Linux (``start-mac.command``). The teachers' page says how, in three steps.
"""

from __future__ import annotations

import pathlib
import zipfile

ZIP = "scopa-guide.zip"
FOLDER = "scopa-guide"  # the folder the zip unpacks into
USB = pathlib.Path(__file__).parent / "usb"
# name in the zip -> whether it is a program (executable on macOS and Linux)
STARTERS = {"start-windows.cmd": False, "serve.ps1": False, "start-mac.command": True, "serve.pl": True}


def write_download(site: pathlib.Path) -> pathlib.Path:
    """Write ``<site>/scopa-guide.zip``: every file of the built site, and the starters."""
    target = site / ZIP
    target.unlink(missing_ok=True)
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        for path in sorted(site.rglob("*")):
            if path.is_file() and path != target:
                archive.write(path, f"{FOLDER}/{path.relative_to(site).as_posix()}")
        for name, program in STARTERS.items():
            info = zipfile.ZipInfo(f"{FOLDER}/{name}", date_time=(2026, 1, 1, 0, 0, 0))
            info.external_attr = (0o100755 if program else 0o100644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, (USB / name).read_bytes())
    return target
