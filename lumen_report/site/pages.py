"""Render the site's Markdown pages from packaged Jinja2 templates.

A project's ``templates/`` folder overrides any packaged template by name, the way MkDocs'
``custom_dir`` overrides theme files. Every ``{{ value }}`` a template prints is made inert
Markdown by default (see :mod:`lumen_report.site.escape`); only markup this module builds
itself is passed as :class:`markupsafe.Markup`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Protocol

import jinja2
from markupsafe import Markup

from lumen_report.declare.suite import SuiteDecl
from lumen_report.drafts import Draft
from lumen_report.harness.outcomes import EXIT_TABLE, MEANING_OF, SHORT_MEANING, Outcome
from lumen_report.results import derive
from lumen_report.results.schema import RunResult, SuiteResults
from lumen_report.site import escape, links
from lumen_report.site.charts import Chart
from lumen_report.site.transcript import RunOutput

DASH = "\u2014"
class Linker(Protocol):
    """The templates' ``a(text, page, title=None, css=None)``: an HTML link from the page
    being rendered."""

    def __call__(self, text: Any, target: str, title: str | None = None,
                 css: str | None = None) -> Markup: ...


def _finalize(value: Any) -> Any:
    """Applied to every ``{{ }}`` output: trusted Markup as is, everything else inert."""
    if isinstance(value, Markup):
        return value
    if value is None:
        return DASH
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        return escape.inline(str(value))
    return escape.inline(str(value))


def environment(project: Path | None) -> jinja2.Environment:
    loaders: list[jinja2.BaseLoader] = []
    if project is not None and (project / "templates").is_dir():
        loaders.append(jinja2.FileSystemLoader(project / "templates"))
    loaders.append(jinja2.PackageLoader("lumen_report", "templates"))
    env = jinja2.Environment(
        loader=jinja2.ChoiceLoader(loaders),
        autoescape=False,
        finalize=_finalize,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
        auto_reload=False,  # one build, one load: no stat() per page
        # Compiling the five templates costs ~30 ms a build; Jinja's per-user cache in the
        # temporary folder keys each by its name and source checksum.
        bytecode_cache=jinja2.FileSystemBytecodeCache(),
    )
    env.filters["pre"] = lambda text, css="lumen-output": Markup(escape.pre_block(str(text),
                                                                                    css_class=css))
    env.filters["num"] = lambda value, digits=2: Markup(number(value, digits))
    env.filters["code"] = code
    env.filters["h"] = html_text
    env.filters["hcode"] = html_code
    env.filters["safe_markup"] = Markup
    env.filters["yaml_str"] = lambda text: Markup(json.dumps(str(text), ensure_ascii=False))
    return env


def number(value: float | int | None, digits: int = 2) -> str:
    """A figure as a reader expects it: thousands separators, no float noise, dash for null."""
    if value is None:
        return DASH
    if isinstance(value, int) or float(value).is_integer():
        return f"{int(value):,}"
    text = f"{value:,.{digits}f}"
    return text


def link(text: str, source: str, target: str, *, title: str | None = None,
         attrs: str = "") -> Markup:
    """A Markdown link MkDocs validates (target is a docs file), with inert text."""
    title_part = f' "{escape.inline(title)}"' if title else ""
    suffix = f"{{ {attrs} }}" if attrs else ""
    return Markup(f"[{escape.inline(text)}]({links.rel(source, target)}{title_part}){suffix}")


def anchor(text: Any, source: str, target: str, *, directory_urls: bool = True,
           title: str | None = None, css: str | None = None) -> Markup:
    """An HTML link for a raw HTML block: inert text, the final URL MkDocs would give."""
    extra = f' class="{css}"' if css else ""
    extra += f' title="{escape.raw_text(title)}"' if title else ""
    return Markup(f'<a href="{links.href(source, target, directory_urls)}"{extra}>'
                  f"{html_text(text)}</a>")


def table(headers: Sequence[str], rows: Iterable[Sequence[Any]], *,
          numeric: Sequence[int] = ()) -> Markup:
    """A Markdown table; every cell that is not Markup is inert text, as ``{{ }}`` prints."""

    def cell(value: Any) -> str:
        return str(_finalize(value))

    head = "| " + " | ".join(escape.inline(h) for h in headers) + " |"
    rule = "|" + "|".join("---:" if i in numeric else "---" for i in range(len(headers))) + "|"
    body = ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return Markup("\n".join([head, rule, *body]) + "\n")


def html_text(value: Any) -> Markup:
    """A value for the inside of a raw HTML block: inert there, lighter than ``inline``.

    Only for text between tags of a block that starts at column 0 after a blank line
    (Python-Markdown stashes such a block before any inline pattern runs); anywhere else use
    ``{{ value }}``, which is inert in Markdown too.
    """
    if isinstance(value, Markup):
        return value
    if value is None:
        return Markup(DASH)
    if isinstance(value, bool):
        return Markup("yes" if value else "no")
    return Markup(escape.raw_text(str(value)))


def html_code(value: Any) -> Markup:
    """Inline code inside a raw HTML block."""
    return Markup(f"<code>{escape.raw_text(str(value))}</code>")


def html_table(headers: Sequence[str], rows: Iterable[Sequence[Any]], *,
               css: str, end_tags: bool = True) -> Markup:
    """A table as one raw HTML block, for tables of many cells built by this module.

    Python-Markdown stashes a raw block whole, so its cells skip the table parser and every
    inline pattern (about 16 regular expressions per cell); MkDocs' HTML scan is the only
    other pass over it. The table has no class, so Material styles it and ``lumen.js`` makes
    it sortable; ``css`` names the wrapper whose rules align the numeric columns. Cells that
    are not Markup are inert text. Links in Markup cells must be final URLs
    (:func:`links.href`): MkDocs does not rewrite links inside raw HTML.

    ``end_tags=False`` leaves out the optional ``</td>`` and ``</tr>`` (browsers close them
    as the HTML standard says), which the two HTML parsers would otherwise pay for; only for
    pages kept out of the search index, whose HTML parser slows down quadratically with the
    number of elements left open.
    """
    cell, row_end = ("</td><td>", "</td></tr>") if end_tags else ("<td>", "")
    head = ("</th><th>" if end_tags else "<th>").join(str(html_text(h)) for h in headers)
    body = "\n".join("<tr><td>" + cell.join(str(html_text(v)) for v in row) + row_end
                     for row in rows)
    head_end = "</th></tr></thead>" if end_tags else ""
    body_end = "</tbody>" if end_tags else ""
    return Markup(f'<div class="{css}"><table>\n<thead><tr><th>{head}{head_end}\n<tbody>\n'
                  f"{body}\n{body_end}</table></div>\n")


# Text a Markdown code span shows literally: no backtick to close it early, nothing a
# preprocessor (snippets, templating) or the HTML stash acts on before inline parsing.
_SPAN_SAFE = re.compile(r"[^`<>&\x00-\x1f\x7f\\]+")
_TEMPLATING = ("{{", "{%", "{#")


def code(text: str) -> Markup:
    """Inline code: a backtick span when it is inert (cheapest to render), else HTML."""
    text = str(text)
    if (_SPAN_SAFE.fullmatch(text) and not any(t in text for t in _TEMPLATING)
            and not text.startswith(" ") and not text.endswith(" ")):
        return Markup(f"`{text}`")
    return Markup(f"<code>{escape.inline(text)}</code>")


def outcome_of(run: RunResult) -> Outcome | None:
    try:
        return Outcome(run.outcome)
    except ValueError:
        return None


def short_meaning(run: RunResult) -> str:
    outcome = outcome_of(run)
    return SHORT_MEANING[outcome] if outcome else run.outcome


# --- views -------------------------------------------------------------------------------


@dataclass
class RunView:
    suite: str
    run: RunResult
    lane_label: str
    task_title: str
    page: str
    output: RunOutput | None = None
    prompt_link: Markup | None = None
    transcript_link: Markup | None = None
    answer_link: Markup | None = None

    @property
    def title(self) -> str:
        repeat = f" (repeat {self.run.repeat})" if self.run.repeat > 1 else ""
        return f"{self.lane_label} on {self.run.task}{repeat}"

    @property
    def exit_text(self) -> str:
        return f"{self.run.exit_code} {self.run.outcome}"

    def metrics(self) -> list[tuple[Markup, Markup]]:
        """The recorded and derived figures; unrecorded ones are listed by :meth:`missing`."""
        return [(Markup(label), Markup(value)) for label, value, _ in self._metric_rows
                if value != DASH]

    def missing(self) -> Markup:
        """Field names with no recorded value, for one "Not recorded" line."""
        names = [row[2] for row in self._metric_rows if row[1] == DASH]
        names += [name for name, value in self._optional_parameters() if value is None]
        return Markup(", ".join(names))

    def _optional_parameters(self) -> list[tuple[str, Any]]:
        run = self.run
        return [("started_at", run.started_at), ("http_status", run.http_status),
                ("attempts", run.attempts)]

    @cached_property
    def _metric_rows(self) -> list[tuple[str, str, str]]:
        run = self.run
        usage = run.usage
        rows: list[tuple[str, str, float | int | None]] = [
            ("Wall time, request to stream closed (s)", "wall_s", run.wall_s),
            ("First token, any channel (s)", "ttft_s", run.ttft_s),
            ("First answer byte (s)", "ttfo_s", run.ttfo_s),
            ("Answer bytes, byte-exact", "output_bytes", run.output_bytes),
            ("Reasoning bytes", "reasoning_bytes", run.reasoning_bytes),
            ("Prompt tokens", "prompt_tokens", usage.prompt_tokens if usage else None),
            ("Completion tokens, reasoning + content", "completion_tokens",
             usage.completion_tokens if usage else None),
            ("Reasoning tokens", "reasoning_tokens", usage.reasoning_tokens if usage else None),
        ]
        derived = derive.derived(run)
        rows += [
            ("Content tokens, the answer", "content_tokens", derived["content_tokens"]),
            ("Tokens per second, end to end", "tokens_per_s", derived["tokens_per_s"]),
            ("Tokens per second after the first token", "decode_tokens_per_s",
             derived["decode_tokens_per_s"]),
            ("Reasoning share of completion", "reasoning_share", derived["reasoning_share"]),
            ("Ceiling, shared by reasoning and answer", "max_tokens", derived["max_tokens"]),
        ]
        digits = {"reasoning_share": 3}
        # Labels and field names are this module's constants, safe in Markdown and HTML as
        # written; numbers are digits, separators and a dash.
        return [(f"{label} · {name}", number(value, digits.get(name, 2)), name)
                for label, name, value in rows]

    def metrics_table(self) -> Markup:
        """:meth:`metrics` as a description list, one raw HTML block (``lumen.css`` lays it
        out as two columns): two tags a figure, where a table row takes three. This runs once
        per run page, and every term and value is this module's own text."""
        body = "".join(f"\n<dt>{label}<dd>{value}" for label, value, _ in self._metric_rows
                       if value != DASH)
        return Markup(f'<dl class="lumen-metrics">{body}\n</dl>\n')

    def parameters(self, params: str) -> Markup:
        """Request facts on one line, as HTML for a raw block: provider, model, parameters."""
        run = self.run
        parts: list[str] = []
        if run.provider:
            parts.append(f"Provider {html_code(run.provider)}")
        if run.model:
            parts.append(f"model {html_code(run.model)}")
        if run.command:
            parts.append(f"command {html_code(' '.join(run.command))}")
        parts.append(f"parameters {html_code(params)}")
        parts[0] = parts[0][:1].upper() + parts[0][1:]
        labels = {"started_at": "started at", "http_status": "HTTP status",
                  "attempts": "attempts"}
        parts += [f"{labels[name]} {html_text(str(value))}"
                  for name, value in self._optional_parameters() if value is not None]
        if run.declaration_sha256:
            parts.append(f"declaration hash {html_code(run.declaration_sha256[:12])}")
        else:
            parts.append("hand-recorded (no declaration hash)")
        for flag, text in ((run.done_seen, "[DONE] seen"), (run.usage_seen, "usage reported")):
            if flag is not None:
                parts.append(f"{html_text(text)}: {'yes' if flag else 'no'}")
        return Markup(" · ".join(parts))

    def notes(self) -> list[tuple[str, str]]:
        return [(label, text) for label, text in (("Standard error", self.run.stderr),
                                                  ("Note", self.run.note)) if text]


@dataclass
class SuiteView:
    decl: SuiteDecl | None
    results: SuiteResults
    page: str
    runs: list[RunView]
    charts: list[Chart] = field(default_factory=list)

    @property
    def slug(self) -> str:
        return self.results.suite

    @property
    def title(self) -> str:
        return self.results.title or (self.decl.title if self.decl else self.slug)

    def lane_rows(self) -> list[dict[str, Any]]:
        rows = []
        for name, meta in self.results.lanes.items():
            ceiling = None
            for key in ("max_tokens", "max_completion_tokens"):
                if isinstance(meta.params.get(key), int):
                    ceiling = meta.params[key]
            rows.append({"slug": name, "label": meta.label or name,
                         "aliases": ", ".join(meta.aliases) or None,
                         "provider": meta.provider,
                         "model": meta.model or (" ".join(meta.command) if meta.command else None),
                         "ceiling": ceiling})
        return rows

    def lanes_table(self) -> Markup:
        rows = []
        for lane in self.lane_rows():
            name = Markup(f"<strong>{html_text(lane['label'])}</strong> {html_code(lane['slug'])}")
            if lane["aliases"]:
                name += Markup(f"<br>also called {html_text(lane['aliases'])}")
            model = html_code(lane["model"]) if lane["model"] else html_text(None)
            rows.append((name, Markup(f"{html_text(lane['provider'])}<br>{model}"),
                         Markup(number(lane["ceiling"]))))
        return html_table(["Lane", "Provider and model", "max_tokens"], rows,
                          css="lumen-lanes")

    def task_rows(self) -> list[dict[str, Any]]:
        prompts = self.decl.prompts if self.decl else {}
        return [{"slug": name, "title": meta.title or name, "prompt": prompts.get(name),
                 "anchor": task_anchor(name)}
                for name, meta in self.results.tasks.items()]

    def outcome_counts(self) -> list[tuple[int, str, int]]:
        """(exit code, outcome, number of runs), by code: the home page's summary."""
        counts: dict[tuple[int, str], int] = {}
        for view in self.runs:
            key = (view.run.exit_code, view.run.outcome)
            counts[key] = counts.get(key, 0) + 1
        return [(code, outcome, n) for (code, outcome), n in sorted(counts.items())]

    def exit_rows(self, a: Linker) -> list[dict[str, Any]]:
        """Codes that occurred in this suite, with their outcome, meaning and runs.

        ``a(text, page)`` makes an HTML link from the suite page (the template's ``a``).
        """
        by_code: dict[tuple[int, str], list[RunView]] = {}
        for view in self.runs:
            by_code.setdefault((view.run.exit_code, view.run.outcome), []).append(view)
        rows = []
        for (code, outcome), views in sorted(by_code.items()):
            known = outcome_of(views[0].run)
            meaning = MEANING_OF.get(known, "") if known else "unknown outcome"
            runs = Markup(", ".join(a(v.run.id, v.page) for v in views))
            rows.append({"code": code, "outcome": outcome,
                         "short": SHORT_MEANING[known] if known else outcome,
                         "meaning": meaning, "runs": runs, "count": len(views)})
        return rows

    def exit_table(self, a: Linker) -> Markup:
        rows = [(row["code"], Markup(f"{html_code(row['outcome'])} ({html_text(row['short'])})"),
                 row["meaning"], row["runs"]) for row in self.exit_rows(a)]
        return html_table(["Code", "Outcome", "Meaning", "Runs"], rows, css="lumen-exits")

    def matrix(self, a: Linker) -> Markup:
        """The task x lane grid, one cell per task and lane summarising its repeats."""
        from lumen_report.site.grid import matrix  # grid builds on this module's helpers

        return matrix(self, a)

    def results_table(self, a: Linker) -> Markup:
        """Every run, one sortable row each, as one raw HTML block (see html_table)."""
        rows = []
        for view in self.runs:
            run = view.run
            usage = run.usage
            lane = html_text(view.lane_label)
            if run.repeat > 1:
                lane = Markup(f"{lane} #{run.repeat}")
            code = html_text(run.exit_code)
            exit_cell = Markup(f"<strong>{code}</strong> " if run.exit_code else f"{code} ") \
                + html_text(run.outcome)
            rows.append((a(run.task, view.page), lane, Markup(number(run.wall_s)),
                         Markup(number(run.output_bytes)),
                         Markup(number(usage.completion_tokens if usage else None)),
                         Markup(number(usage.reasoning_tokens if usage else None)), exit_cell))
        return html_table(["Task", "Lane", "Wall time (s)", "Output (bytes)", "Tokens",
                           "Reasoning", "Exit"], rows, css="lumen-results")


@dataclass
class ReportView:
    draft: Draft
    page: str
    body: Markup
    claims: list[dict[str, Any]]
    summary: dict[str, int]
    errors: list[dict[str, Any]]
    checked_link: Markup | None = None

    @property
    def title(self) -> str:
        return self.draft.title

    @property
    def date(self) -> str | None:
        return self.draft.meta.date.isoformat() if self.draft.meta.date else None

    def claims_table(self) -> Markup:
        """The "Numbers checked" appendix as one raw HTML block (see html_table)."""
        rows = [(claim["line"], claim["number"], claim["badge"], claim["evidence"])
                for claim in self.claims]
        return html_table(["Line", "Number", "Status", "What the results say"], rows,
                          css="lumen-claims")


def task_anchor(task: str) -> str:
    return "task-" + re.sub(r"[^a-z0-9-]", "-", task.lower())


def exit_table_rows() -> list[dict[str, Any]]:
    rows = [{"code": row.code, "outcome": row.outcome.value,
             "short": SHORT_MEANING[row.outcome], "meaning": row.meaning} for row in EXIT_TABLE]
    rows.append({"code": "any other", "outcome": Outcome.COMMAND_FAILED.value,
                 "short": SHORT_MEANING[Outcome.COMMAND_FAILED],
                 "meaning": MEANING_OF[Outcome.COMMAND_FAILED]})
    return rows


class Renderer:
    """Renders each kind of page with the project's templates over the packaged ones."""

    def __init__(self, project: Path | None, site_name: str, *,
                 directory_urls: bool = True) -> None:
        self.env = environment(project)
        self.site_name = site_name
        self.directory_urls = directory_urls
        self._templates: dict[str, jinja2.Template] = {}

    def _template(self, name: str) -> jinja2.Template:
        template = self._templates.get(name)
        if template is None:
            template = self._templates[name] = self.env.get_template(name)
        return template

    def _render(self, template: str, **context: Any) -> str:
        page = context["page"]
        directory_urls = self.directory_urls

        def a(text: Any, target: str, title: str | None = None,
              css: str | None = None) -> Markup:
            """``{{ a("text", "suites/x.md") }}``: an HTML link from this page."""
            return anchor(text, page, target, directory_urls=directory_urls, title=title,
                          css=css)

        return self._template(template).render(site_name=self.site_name,
                                               exit_codes=links.EXIT_CODES, link=link,
                                               number=number, table=table,
                                               html_table=html_table, a=a, code=code,
                                               **context)

    def home(self, reports: Iterable[ReportView], suites: Iterable[SuiteView]) -> str:
        page = links.HOME
        return self._render("home.md.j2", page=page, reports=list(reports),
                            suites=list(suites),
                            exit_link=link("the exit-code table", page, links.EXIT_CODES))

    def exit_codes(self) -> str:
        return self._render("exit-codes.md.j2", page=links.EXIT_CODES, rows=exit_table_rows())

    def suite(self, view: SuiteView) -> str:
        return self._render("suite.md.j2", page=view.page, suite=view,
                            home_link=link("Home", view.page, links.HOME),
                            exit_link=link("exit-code table", view.page, links.EXIT_CODES))

    def run(self, view: RunView, suite_view: SuiteView) -> str:
        outcome = outcome_of(view.run)
        return self._render(
            "run.md.j2", page=view.page, view=view, run=view.run,
            suite_link=anchor(suite_view.title, view.page, suite_view.page,
                              directory_urls=self.directory_urls),
            # For project templates written before the packaged one used a("...", page).
            exit_link=anchor("exit-code table", view.page, links.EXIT_CODES,
                             directory_urls=self.directory_urls),
            # The exit table's own wording: trusted text, kept readable in the Markdown.
            meaning=Markup(MEANING_OF.get(outcome, "") if outcome else "unknown outcome"),
            short=short_meaning(view.run),
            params=json.dumps(view.run.params, ensure_ascii=False, sort_keys=True),
        )

    def report(self, view: ReportView) -> str:
        return self._render("report.md.j2", page=view.page, report=view)
