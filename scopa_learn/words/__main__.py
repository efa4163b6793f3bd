"""``python -m scopa_learn.words``: look after the catalogues (for whoever writes the words).

``check`` lists the translations whose English changed since (stale) and the keys a language
lacks, the example files' translations too; ``update KEY...`` records that the translations of
those keys match today's English (``update --all``: every stale key; ``update --examples``: the
example files'), after you have translated them on purpose.
"""

from __future__ import annotations

import argparse
import sys

from ..examples.translated import stale_examples, update_examples
from .catalogue import SOURCE, catalogue, languages, stale, update


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scopa_learn.words", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("check", help="list stale and missing translations (exit 1 if any)")
    up = commands.add_parser("update", help="record that translations match today's English")
    up.add_argument("keys", nargs="*", help="the keys translated (default with --all: every stale key)")
    up.add_argument("--all", action="store_true", help="every stale key")
    up.add_argument("--examples", action="store_true", help="the example files' translations")
    up.add_argument("--lang", action="append", help="only this language (default: all but English)")
    args = parser.parse_args(argv)
    langs = [lang for lang in languages() if lang != SOURCE]
    if args.command == "check":
        english = catalogue(SOURCE)
        problems = 0
        for lang in langs:
            entries = catalogue(lang)
            for key in stale(lang):
                print(f"{lang}: stale {key}: the English is now {english[key]['text']!r}")
                problems += 1
            for key in english.keys() - entries.keys():
                print(f"{lang}: missing {key}")
                problems += 1
            for place in stale_examples(lang):
                print(f"{lang}: stale example text {place}: its English changed since it was translated")
                problems += 1
        print(f"{problems} problem(s)" if problems else "every translation matches its English")
        return 1 if problems else 0
    if args.examples:
        for lang in args.lang or langs:
            print(f"{lang}: {len(update_examples(lang))} example text(s) updated")
        return 0
    if not args.keys and not args.all:
        parser.error("name the keys you translated, or give --all (or --examples)")
    for lang in args.lang or langs:
        try:
            done = update(lang, None if args.all and not args.keys else args.keys)
        except KeyError as error:
            print(error.args[0], file=sys.stderr)
            return 2
        print(f"{lang}: {len(done)} key(s) updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
