"""lumen-report: benchmark LLM APIs and publish write-ups whose numbers are checked."""

__version__ = "0.1.0"
