"""Complete the project's ``mkdocs.yml`` with what the generated site needs.

The user's settings win (site_name, site_url, palette, features, extra, their own
extensions and plugins); the tool only adds what its pages rely on and turns off what
would reach the network. The result is a plain MkDocs config, written next to the generated
pages, so the same folder also builds with ``mkdocs build`` (or Zensical).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import yaml
from mkdocs.exceptions import ConfigurationError
from mkdocs.utils.yaml import yaml_load

from lumen_report.errors import LumenError
from lumen_report.site import links

# What the pages use: tables, admonitions, attribute lists (claim links), collapsibles;
# footnotes, because a number followed by a footnote reference is how drafts cite a source.
EXTENSIONS: list[Any] = [
    "tables",
    "footnotes",
    "attr_list",
    "admonition",
    "pymdownx.details",
    {"toc": {"permalink": True}},
]
FEATURES = ["content.tooltips"]
DEFAULT_FEATURES = [
    "navigation.instant",
    "navigation.prune",
    "navigation.tracking",
    "navigation.top",
    "navigation.sections",
    "search.suggest",
    "search.highlight",
    "content.tooltips",
]
# Overrides site_url: the Pages workflow sets it from actions/configure-pages, and deploy
# from the git remote when mkdocs.yml has none (project pages live under /<repository>/).
SITE_URL_ENV = "LUMEN_SITE_URL"
VALIDATION = {
    "omitted_files": "info",
    "absolute_links": "warn",
    "unrecognized_links": "warn",
    "not_found": "warn",
    "anchors": "warn",
}


def load_user_config(project: Path) -> dict[str, Any]:
    path = project / "mkdocs.yml"
    if not path.is_file():
        raise LumenError(f"{path}: not found; a lumen-report project needs an mkdocs.yml "
                         "(site_name: ... is enough)")
    try:
        with path.open("rb") as handle:
            data = yaml_load(handle)
    except ConfigurationError as exc:
        raise LumenError(f"{path}: {exc}") from None
    if not isinstance(data, dict):
        raise LumenError(f"{path}:1: expected a mapping (site_name: ...)")
    return data


def _extension_name(item: Any) -> str:
    return next(iter(item)) if isinstance(item, dict) else str(item)


def _merge_extensions(user: Any) -> list[Any]:
    items: list[Any] = list(user) if isinstance(user, list) else []
    have = {_extension_name(item) for item in items}
    for item in EXTENSIONS:
        if _extension_name(item) not in have:
            items.append(item)
    return items


def _plugins(user: Any) -> Any:
    if user is None:
        return ["search"]
    return user


# Material's offline plugin (for a site opened from a folder) adds a polyfill from
# unpkg.com unless extra.polyfills already has one named iframe-worker: ours is vendored.
IFRAME_WORKER = f"{links.ASSETS}/iframe-worker.js"


def uses_offline(plugins: Any) -> bool:
    """Whether the plugins enable Material's offline plugin (no directory URLs then)."""
    if not isinstance(plugins, list):
        return False
    for item in plugins:
        name = _extension_name(item)
        options = item.get(name) if isinstance(item, dict) else None
        enabled = not isinstance(options, dict) or options.get("enabled", True) is not False
        if name in ("offline", "material/offline") and enabled:
            return True
    return False


def _theme(user: Any, project: Path) -> dict[str, Any]:
    theme: dict[str, Any] = dict(user) if isinstance(user, dict) else {"name": user or "material"}
    theme.setdefault("name", "material")
    # Fonts would come from Google Fonts: the site must work offline.
    theme["font"] = False
    features = theme.get("features")
    if features is None:
        theme["features"] = list(DEFAULT_FEATURES)
    else:
        theme["features"] = list(features) + [f for f in FEATURES if f not in features]
    custom = theme.get("custom_dir")
    if isinstance(custom, str) and not os.path.isabs(custom):
        theme["custom_dir"] = str((project / custom).resolve())
    return theme


def complete(user: dict[str, Any], *, project: Path, docs_dir: Path, site_dir: Path,
             nav: list[Any]) -> dict[str, Any]:
    """The config MkDocs builds with: the user's, plus the pages, assets and safeguards.

    ``docs_dir`` and ``site_dir`` are written as given: relative ones are relative to the
    written file's folder (Zensical accepts no others).
    """
    config = dict(user)
    config.setdefault("site_name", project.resolve().name)
    if os.environ.get(SITE_URL_ENV):
        config["site_url"] = os.environ[SITE_URL_ENV]
    config["docs_dir"] = docs_dir.as_posix()
    config["site_dir"] = site_dir.as_posix()
    config["theme"] = _theme(config.get("theme"), project)
    config["markdown_extensions"] = _merge_extensions(config.get("markdown_extensions"))
    config["plugins"] = _plugins(config.get("plugins"))
    if uses_offline(config["plugins"]):
        config["use_directory_urls"] = False  # what the plugin sets, written out
        extra = dict(config.get("extra") or {})
        polyfills = list(extra.get("polyfills") or [])
        if not any("iframe-worker" in str(url) for url in polyfills):
            extra["polyfills"] = [*polyfills, IFRAME_WORKER]
        config["extra"] = extra
    config["extra_css"] = [*config.get("extra_css", []), f"{links.ASSETS}/lumen.css"]
    config["extra_javascript"] = [*config.get("extra_javascript", []),
                                  f"{links.ASSETS}/lumen.js"]
    user_nav = config.get("nav")
    config["nav"] = [*user_nav, *nav] if isinstance(user_nav, list) else nav
    # Run pages are linked from their suite page, not listed in the sidebar: MkDocs renders
    # the whole nav into every page, so 1,000 entries would cost minutes at build time.
    config["not_in_nav"] = "\n".join(filter(None, [str(config.get("not_in_nav") or ""),
                                                   "/runs/", "/transcripts/"]))
    validation = dict(config.get("validation") or {})
    link_rules = dict(validation.get("links") or {})
    for key in ("absolute_links", "unrecognized_links", "not_found", "anchors"):
        link_rules.setdefault(key, VALIDATION[key])
    validation["links"] = link_rules
    config["validation"] = validation
    return config


def write(config: dict[str, Any], path: Path) -> None:
    # yaml.dump (not safe_dump) keeps !!python/name tags of user extensions such as emoji.
    path.write_text("# Generated by lumen-report from the project's mkdocs.yml.\n"
                    + yaml.dump(config, sort_keys=False, allow_unicode=True), encoding="utf-8")
