"""Suite declarations: valid files load; every kind of mistake is named with file and line."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from lumen_report.declare import load_project, load_suite
from lumen_report.errors import DeclarationError

VALID = """\
suite: demo
title: Demo suite
providers:
  local:
    base_url: http://127.0.0.1:8080/v1
    api_key_env: LOCAL_API_KEY
lanes:
  small:
    label: Small Model
    aliases: [Small]
    provider: local
    model: small-1
    params: {max_tokens: 256}
  cli:
    label: Echo CLI
    command: [cat]
tasks:
  hello:
    title: Say hello
    prompt: Say hello.
  file-task:
    prompt_file: prompts/p.md
    system: Be brief.
repeats: 2
"""


def write_suite(project: Path, text: str, name: str = "demo.yaml") -> Path:
    runs = project / "runs"
    (runs / "prompts").mkdir(parents=True, exist_ok=True)
    (runs / "prompts" / "p.md").write_text("From a file.\n", encoding="utf-8")
    path = runs / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def problems_of(project: Path) -> list[str]:
    with pytest.raises(DeclarationError) as info:
        load_project(project)
    return [str(p) for p in info.value.problems]


def test_valid_suite_expands_runs_in_declaration_order(tmp_path: Path) -> None:
    write_suite(tmp_path, VALID)
    (decl,) = load_project(tmp_path)
    ids = [spec.id for spec in decl.runs()]
    assert ids == [
        "hello/small/1", "hello/small/2", "hello/cli/1", "hello/cli/2",
        "file-task/small/1", "file-task/small/2", "file-task/cli/1", "file-task/cli/2",
    ]
    file_run = decl.runs()[4]
    assert file_run.messages == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "From a file.\n"},
    ]
    assert decl.folder == tmp_path / "runs" / "demo"


def test_example_project_loads() -> None:
    repo = Path(__file__).resolve().parents[2]
    suites = {d.slug: d for d in load_project(repo)}
    assert set(suites) == {"diffusion-reasoning", "reasoning-budget"}
    assert len(suites["diffusion-reasoning"].runs()) == 6
    assert len(suites["reasoning-budget"].runs()) == 3


def test_hash_covers_the_request_and_nothing_else(tmp_path: Path) -> None:
    path = write_suite(tmp_path, VALID)
    before = {s.id: s.declaration_sha256 for s in load_project(tmp_path)[0].runs()}
    assert before["hello/small/1"] == before["hello/small/2"]  # repeats send the same request
    path.write_text(VALID.replace("title: Say hello", "title: Greet"), encoding="utf-8")
    assert {s.id: s.declaration_sha256 for s in load_project(tmp_path)[0].runs()} == before
    path.write_text(VALID.replace("max_tokens: 256", "max_tokens: 512"), encoding="utf-8")
    after = {s.id: s.declaration_sha256 for s in load_project(tmp_path)[0].runs()}
    assert after["hello/small/1"] != before["hello/small/1"]
    assert after["hello/cli/1"] == before["hello/cli/1"]
    (tmp_path / "runs" / "prompts" / "p.md").write_text("Changed.\n", encoding="utf-8")
    edited = {s.id: s.declaration_sha256 for s in load_project(tmp_path)[0].runs()}
    assert edited["hello/small/1"] == after["hello/small/1"]
    assert edited["file-task/small/1"] != after["file-task/small/1"]


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("repeats: 2", "repets: 2", "runs/demo.yaml:24: repets: unknown key 'repets'; "
                                    "did you mean 'repeats'?"),
        ("    label: Small Model", "    lable: Small Model",
         "runs/demo.yaml:9: lanes.small.lable: unknown key 'lable'; did you mean 'label'?"),
        ("    base_url: http://127.0.0.1:8080/v1", "    base_ur: http://127.0.0.1:8080/v1",
         "runs/demo.yaml:5: providers.local.base_ur: unknown key 'base_ur'; "
         "did you mean 'base_url'?"),
        ("repeats: 2", "repeats: two", "runs/demo.yaml:24: repeats: Input should be a valid "
                                       "integer, unable to parse string as an integer "
                                       "(got 'two')"),
        ("repeats: 2", "repeats: 0", "runs/demo.yaml:24: repeats: Input should be greater "
                                     "than or equal to 1 (got 0)"),
        ("  small:", "  Small_Lane:", "runs/demo.yaml:8: lanes.Small_Lane: 'Small_Lane' is not "
                                      "a valid slug"),
        ("  hello:", "  ../escape:", "runs/demo.yaml:18: tasks.../escape: '../escape' is not a "
                                     "valid slug"),
        ("suite: demo", "suite: Demo Suite", "runs/demo.yaml:1: suite: 'Demo Suite' is not a "
                                             "valid slug"),
        ("    provider: local", "    provider: locl",
         "runs/demo.yaml:11: lanes.small.provider: unknown provider 'locl'; "
         "did you mean 'local'?"),
        ("    prompt_file: prompts/p.md", "    prompt_file: prompts/missing.md",
         "runs/demo.yaml:22: tasks.file-task.prompt_file: prompt file 'prompts/missing.md' "
         "not found"),
        ("    prompt: Say hello.\n", "",
         "runs/demo.yaml:18: tasks.hello: a task needs exactly one of prompt or prompt_file"),
        ("    model: small-1\n", "",
         "runs/demo.yaml:8: lanes.small: a lane needs provider and model (or a command)"),
        ("    api_key_env: LOCAL_API_KEY", "    api_key_env: sk-live-123",
         "runs/demo.yaml:4: providers.local: api_key_env must be the NAME of an environment "
         "variable"),
        ("    aliases: [Small]", "    aliases: [Echo CLI]",
         "runs/demo.yaml:14: lanes.cli: name 'Echo CLI' is also used by lane 'small'"),
    ],
)
def test_each_mistake_is_named_with_file_line_and_key(
    tmp_path: Path, old: str, new: str, expected: str
) -> None:
    assert old in VALID
    write_suite(tmp_path, VALID.replace(old, new, 1))
    problems = problems_of(tmp_path)
    assert any(p.startswith(expected) for p in problems), problems


def test_duplicate_keys_are_errors(tmp_path: Path) -> None:
    text = VALID.replace("    params: {max_tokens: 256}\n",
                         "    params: {max_tokens: 256}\n    model: small-2\n")
    write_suite(tmp_path, text)
    (problem,) = problems_of(tmp_path)
    assert problem.startswith("runs/demo.yaml:14: lanes.small.model: duplicate key "
                              "(first given on line 12)")


def test_duplicate_keys_inside_flow_mappings(tmp_path: Path) -> None:
    write_suite(tmp_path, VALID.replace("{max_tokens: 256}", "{max_tokens: 256, max_tokens: 9}"))
    (problem,) = problems_of(tmp_path)
    assert "lanes.small.params.max_tokens: duplicate key" in problem


def test_yaml_syntax_error_names_the_line(tmp_path: Path) -> None:
    write_suite(tmp_path, VALID.replace("repeats: 2", "repeats: [2"))
    (problem,) = problems_of(tmp_path)
    assert problem.startswith("runs/demo.yaml:")
    assert "invalid YAML" in problem


def test_all_problems_of_a_file_are_reported_at_once(tmp_path: Path) -> None:
    text = VALID.replace("repeats: 2", "repets: 2").replace("    label: Small Model",
                                                           "    lable: Small Model")
    write_suite(tmp_path, text)
    problems = problems_of(tmp_path)
    assert len(problems) == 2
    assert {p.split(":")[1] for p in problems} == {"9", "24"}


def test_problems_of_every_file_are_reported(tmp_path: Path) -> None:
    write_suite(tmp_path, VALID.replace("repeats: 2", "repets: 2"), name="a.yaml")
    write_suite(tmp_path, VALID.replace("suite: demo", "suite: other")
                .replace("jobs", "jobs").replace("repeats: 2", "repeats: -1"), name="b.yaml")
    problems = problems_of(tmp_path)
    assert {p.split(":")[0] for p in problems} == {"runs/a.yaml", "runs/b.yaml"}


def test_suite_slug_defaults_to_file_stem(tmp_path: Path) -> None:
    path = write_suite(tmp_path, VALID.replace("suite: demo\n", ""), name="my-suite.yaml")
    assert load_suite(path).slug == "my-suite"


def test_two_files_may_not_declare_the_same_suite(tmp_path: Path) -> None:
    write_suite(tmp_path, VALID, name="a.yaml")
    write_suite(tmp_path, VALID, name="b.yaml")
    with pytest.raises(DeclarationError, match="two declarations name the same suite"):
        load_project(tmp_path)


def test_unknown_suite_name_gets_a_suggestion(tmp_path: Path) -> None:
    write_suite(tmp_path, VALID)
    with pytest.raises(DeclarationError, match="no suite named 'dmeo'; did you mean 'demo'"):
        load_project(tmp_path, ["dmeo"])
