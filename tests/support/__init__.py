"""What the tests share: reference implementations, operator tables, fixtures
and tree copies. Importable as ``support`` from every test folder because
pyproject's pytest config puts tests/ on sys.path (``pythonpath``)."""
