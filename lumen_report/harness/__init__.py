"""Execute: run declared suites against OpenAI-compatible endpoints or commands."""
