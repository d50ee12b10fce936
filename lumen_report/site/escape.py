"""Make untrusted text (model output, provider errors) inert in generated Markdown.

Python-Markdown passes raw HTML through, ``attr_list`` turns ``{: onclick=... }`` into
attributes even after ``html.escape``, a fence line breaks out of a block, ``--8<--``
includes local files, ``javascript:`` links and ``{{ }}`` survive plain HTML escaping. So
ASCII punctuation becomes numeric character references (all of it inside blocks): no Markdown
extension matches on an entity, and the browser shows the original character.
"""

from __future__ import annotations

import re
import string

# Python-Markdown's placeholders use STX/ETX; other C0 controls are invisible or invalid in
# HTML. Each becomes a character reference so that no placeholder can be forged.
_CONTROL = {c for c in range(0x20) if chr(c) not in "\n\t"} | {0x7F}

# Punctuation no Markdown extension gives meaning to mid-line stays readable (a value never
# starts a line in the templates, so "-" cannot open a list).
_PLAIN = set(".,/?;%-")
_INLINE = {ord(c): f"&#{ord(c)};" for c in string.punctuation if c not in _PLAIN}
_INLINE.update({c: f"&#{c};" for c in _CONTROL})
_INLINE.update({ord("\r"): " ", ord("\n"): " ", ord("\t"): " "})
# Inside a raw <pre> block nothing inline runs (Python-Markdown stashes the block before any
# inline pattern), so only what HTML, line-based preprocessors (fences, --8<-- snippets) and
# template plugins ({{ }}, {% %}) react to is encoded: fewer references, faster builds.
# Python-Markdown also expands tabs and empties whitespace-only lines before stashing raw
# HTML, so tabs, and spaces on blank-looking lines, are references too.
_BLOCK = {ord(c): f"&#{ord(c)};" for c in "&<>\"'`~{}$%:"}
_BLOCK.update({c: f"&#{c};" for c in _CONTROL})
_BLOCK.update({ord("\n"): "\n", ord("\t"): "&#9;", ord("\r"): "&#13;"})
_BLANKISH = re.compile(r"(?m)^[ ]+$")


def inline(text: str) -> str:
    """Untrusted text for a Markdown paragraph or table cell: shown literally, never live."""
    return text.translate(_INLINE)


_CELL = dict(_BLOCK)
_CELL.update({ord("\n"): " ", ord("\t"): " ", ord("\r"): " "})


def raw_text(text: str) -> str:
    """Untrusted text inside a raw HTML block (a table cell): on one line, inert."""
    return text.translate(_CELL)


def pre_block(text: str, *, css_class: str = "lumen-output") -> str:
    """Untrusted text as a raw ``<pre><code>`` block, byte-exact on screen.

    The block starts at column 0 and is followed by a blank line, so Python-Markdown treats
    it as one raw HTML block that no inline pattern (attr_list, links, emphasis) ever sees;
    the characters fences, snippets and template plugins need are references.
    """
    body = _BLANKISH.sub(lambda m: "&#32;" * len(m.group()), text.translate(_BLOCK))
    return f'<pre class="{css_class}"><code>{body}</code></pre>\n'


_ATTRIBUTE = {ord(c): f"&#{ord(c)};" for c in "&<>'`"}
_ATTRIBUTE.update({c: f"&#{c};" for c in _CONTROL})
_ATTRIBUTE.update({ord("\r"): "&#13;", ord("\n"): "&#10;", ord("\t"): "&#9;"})


def attribute(text: str) -> str:
    """A value for a single-quoted HTML attribute in a raw HTML block (e.g. chart JSON).

    Lighter than :func:`inline` so that figure JSON stays small: the block is stashed before
    any inline extension runs, line-based ones need a fence or ``--8<`` (``<`` and backticks
    are encoded), and the value cannot close its quote or open a tag.
    """
    return text.translate(_ATTRIBUTE)
