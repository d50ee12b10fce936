"""Declare: suite YAML files into typed, validated suites and their runs."""

from lumen_report.declare.load import load_project, load_suite, suite_files
from lumen_report.declare.suite import RunSpec, SuiteDecl

__all__ = ["RunSpec", "SuiteDecl", "load_project", "load_suite", "suite_files"]
