"""Model output never becomes live HTML or Markdown (issue 5, item 4), in a real build."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from site_fixtures import ANSWER, ERROR, PAYLOADS, REASONING

from lumen_report.site import escape, pages

RUN = "runs/hostile/inject~echo~1/index.html"
FAILED = "runs/hostile/inject~teller~1/index.html"


class Elements(HTMLParser):
    """Every start tag with its attributes, and the text of each <pre class=lumen-output>."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.outputs: list[str] = []
        self._in_output = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag == "pre" and "lumen-output" in (dict(attrs).get("class") or ""):
            self._in_output = 1
            self.outputs.append("")
        elif self._in_output:
            self._in_output += 1

    def handle_endtag(self, tag: str) -> None:
        if self._in_output and tag in ("pre", "code"):
            self._in_output -= 1 if tag == "code" else self._in_output

    def handle_data(self, data: str) -> None:
        if self._in_output:
            self.outputs[-1] += data


def parse(path: Path) -> Elements:
    parser = Elements()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def _main(html_text: str) -> str:
    start = html_text.index('<article class="md-content__inner')
    return html_text[start:html_text.index("</article>", start)]


@pytest.mark.parametrize("page", [RUN, FAILED])
def test_no_live_markup_from_model_output(hostile_site: Path, page: str) -> None:
    text = _main((hostile_site / page).read_text(encoding="utf-8"))
    parser = Elements()
    parser.feed(text)
    for tag, attrs in parser.tags:
        assert tag not in ("script", "img", "svg", "iframe"), (tag, attrs)
        for name, value in attrs.items():
            assert not name.startswith("on"), (tag, name, value)
            assert "javascript:" not in (value or "").replace(" ", "").lower(), (tag, name)
    assert "__pwned" not in "".join(v or "" for _, a in parser.tags for v in a.values())


def test_answer_and_reasoning_are_byte_exact_text(hostile_site: Path) -> None:
    outputs = parse(hostile_site / RUN).outputs
    # Control characters are emitted as references (&#2;), which a browser decodes to the
    # character itself; Python's parser drops them, so compare without them.
    assert outputs[0] == ANSWER.replace("\x02", "").replace("\x03", "")
    assert "&#2;wzxhzdk&#58;0&#3;" in (hostile_site / RUN).read_text(encoding="utf-8")
    assert outputs[1] == REASONING
    prompts = parse(hostile_site / "suites/hostile/index.html").outputs
    assert "Say <script>alert(1)</script>" in prompts


def test_snippets_never_include_local_files(hostile_site: Path) -> None:
    text = (hostile_site / RUN).read_text(encoding="utf-8")
    assert "root:x:0:0" not in text
    assert html.escape('--8<-- "/etc/passwd"', quote=False) in html.unescape(text) or \
        '--8<-- "/etc/passwd"' in html.unescape(text)


def test_templating_syntax_is_not_evaluated(hostile_site: Path) -> None:
    text = html.unescape((hostile_site / RUN).read_text(encoding="utf-8"))
    assert "{{ 7 * 7 }}" in text
    assert "{% if true %}jinja{% endif %}" in text


def test_error_message_is_inert_inline_text(hostile_site: Path) -> None:
    main = _main((hostile_site / FAILED).read_text(encoding="utf-8"))
    assert "<script>" not in main
    assert ERROR.split("{")[0].strip() in html.unescape(re.sub(r"<[^>]+>", "", main))


def test_declaration_text_is_escaped_too(hostile_site: Path) -> None:
    main = _main((hostile_site / "suites/hostile/index.html").read_text(encoding="utf-8"))
    assert "<b>lane</b>" not in main
    assert "Echo <b>lane</b>" in html.unescape(main)
    assert 'onclick="alert' not in main


@pytest.mark.parametrize("payload", PAYLOADS)
def test_inline_escape_leaves_nothing_for_markdown(payload: str) -> None:
    inert = escape.inline(payload)
    for token in ("<", ">", "{", "}", "`", "[", "]", "(", ")", ":", "\x02", "\x03", "~", "*",
                  "_", "|", '"', "'", "=", "&l", "&a"):
        assert token not in inert.replace("&#", "")
    shown = payload.replace("\n", " ").replace("\t", " ").replace("\r", " ")
    assert html.unescape(inert) == _without_controls(shown)


@pytest.mark.parametrize("payload", [*PAYLOADS, "plain-slug/1", '{"max_tokens": 4096}'])
def test_inline_code_is_a_safe_span_or_escaped_html(payload: str) -> None:
    shown = str(pages.code(payload))
    if shown.startswith("<code>"):
        assert "<" not in shown[6:-7] and "`" not in shown[6:-7] and "{" not in shown[6:-7]
    else:
        inner = shown[1:-1]
        assert shown[0] == shown[-1] == "`"
        for token in ("`", "<", "&", "{{", "{%", "\x02", "\n"):
            assert token not in inner


@pytest.mark.parametrize("payload", PAYLOADS)
def test_pre_block_round_trips(payload: str) -> None:
    block = escape.pre_block(payload)
    inner = block[block.index("<code>") + 6:block.rindex("</code>")]
    assert "<" not in inner and "`" not in inner and "{" not in inner
    assert html.unescape(inner) == _without_controls(payload)


def _without_controls(text: str) -> str:
    """html.unescape drops references to C0 controls (browsers keep the character)."""
    return text.replace("\x02", "").replace("\x03", "")
