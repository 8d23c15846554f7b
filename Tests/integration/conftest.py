"""Shared setup for the kiss-lsp integration suite (run by Scripts/test-integration.sh)."""

import os

import pytest


def pytest_configure(config: pytest.Config) -> None:
    binary = os.environ.get("KISS_LSP_BINARY")
    if not binary or not os.access(binary, os.X_OK):
        raise pytest.UsageError(
            "KISS_LSP_BINARY must name the built kiss-lsp executable; "
            "Scripts/test-integration.sh builds it and sets it"
        )
