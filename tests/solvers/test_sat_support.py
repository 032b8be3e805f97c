"""solvers/sat_support.py: the CNF builder takes any iterable of literals (a generator too)."""

from itertools import product

import pytest

from solvers.events import Cancel
from solvers.sat_support import SAT, UNSAT, Cnf, GlucoseBackend


def test_a_clause_given_as_a_generator_keeps_its_literals():
    cnf = Cnf()
    a, b, c = cnf.var(), cnf.var(), cnf.var()
    cnf.add(lit for lit in (a, False, -b, c))
    assert cnf.clauses == [[a, -b, c]]


def test_a_true_literal_in_a_generator_drops_the_clause():
    cnf = Cnf()
    a = cnf.var()
    cnf.add(lit for lit in (a, True))
    assert cnf.clauses == []


def models(cnf: Cnf, variables: list[int]) -> set[tuple[bool, ...]]:
    """Every assignment of ``variables`` that the clauses allow, found by Glucose."""
    solver = GlucoseBackend(cnf)
    try:
        allowed = set()
        for values in product((False, True), repeat=len(variables)):
            assumptions = [v if value else -v for v, value in zip(variables, values)]
            if solver.solve(None, Cancel(), assumptions) is SAT:
                allowed.add(values)
            else:
                assert solver.solve(None, Cancel(), assumptions) is UNSAT
        return allowed
    finally:
        solver.close()


@pytest.mark.parametrize("count", [3, 8])  # pairwise, and the sequential counter (> 6 literals)
@pytest.mark.parametrize("as_generator", [False, True])
def test_exactly_one_allows_exactly_the_one_hot_assignments(count, as_generator):
    cnf = Cnf()
    variables = [cnf.var() for _ in range(count)]
    cnf.exactly_one((v for v in variables) if as_generator else variables)
    one_hot = {tuple(i == j for j in range(count)) for i in range(count)}
    assert models(cnf, variables) == one_hot
