"""Typed models of a suite declaration, ``runs/<suite>.yaml`` (SPEC section 3)."""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

SLUG_RE = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
ENV_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def check_slug(value: str) -> str:
    """A slug names a folder and a URL part: it may never climb out of either."""
    if not SLUG_RE.match(value) or ".." in value:
        raise ValueError(
            f"{value!r} is not a valid slug: use lowercase letters, digits, '.', '_' and '-', "
            "starting with a letter or digit (pattern ^[a-z0-9][a-z0-9._-]*$, no '..')"
        )
    return value


Slug = Annotated[str, AfterValidator(check_slug)]
PositiveSeconds = Annotated[float, Field(gt=0)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Provider(Strict):
    """An OpenAI-compatible endpoint and the NAME of the env var holding its key."""

    base_url: str
    api_key_env: str | None = None
    headers: dict[str, str] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _check(self) -> Provider:
        if not re.match(r"^https?://", self.base_url):
            raise ValueError(f"base_url {self.base_url!r} must start with http:// or https://")
        if self.api_key_env is not None and not ENV_NAME_RE.match(self.api_key_env):
            raise ValueError(
                "api_key_env must be the NAME of an environment variable (e.g. "
                "OPENROUTER_API_KEY), never the key itself"
            )
        return self


class Lane(Strict):
    """One model behind one provider with its parameters, or one command."""

    label: str | None = None
    aliases: list[str] = Field(default_factory=list)
    provider: str | None = None
    model: str | None = None
    params: dict[str, Any] = Field(default_factory=dict)
    command: list[str] | None = None
    timeout_s: PositiveSeconds | None = None
    connect_timeout_s: PositiveSeconds | None = None
    read_timeout_s: PositiveSeconds | None = None
    retries: Annotated[int, Field(ge=0)] | None = None

    @model_validator(mode="after")
    def _check(self) -> Lane:
        if self.command is not None:
            if self.provider is not None or self.model is not None:
                raise ValueError("a lane has either a command or a provider and model, not both")
            if not self.command:
                raise ValueError("command must name a program")
        elif self.provider is None or self.model is None:
            raise ValueError("a lane needs provider and model (or a command)")
        return self

    @property
    def is_command(self) -> bool:
        return self.command is not None


class Task(Strict):
    """A prompt, given inline or as a file relative to the YAML."""

    title: str | None = None
    prompt: str | None = None
    prompt_file: str | None = None
    system: str | None = None

    @model_validator(mode="after")
    def _check(self) -> Task:
        if (self.prompt is None) == (self.prompt_file is None):
            raise ValueError("a task needs exactly one of prompt or prompt_file")
        return self


class Suite(Strict):
    """The whole declaration file."""

    suite: Slug | None = None
    title: str | None = None
    providers: dict[Slug, Provider] = Field(default_factory=dict)
    lanes: dict[Slug, Lane]
    tasks: dict[Slug, Task]
    repeats: Annotated[int, Field(ge=1)] = 1
    timeout_s: PositiveSeconds = 300.0
    connect_timeout_s: PositiveSeconds = 10.0
    read_timeout_s: PositiveSeconds = 60.0
    retries: Annotated[int, Field(ge=0)] = 2
    jobs: Annotated[int, Field(ge=1)] = 4
