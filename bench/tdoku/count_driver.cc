// The benchmark's driver for tdoku: reads 81-character puzzles (one a line, '.' or '0' for an empty cell) from
// stdin and, for each, counts solutions up to a limit with tdoku's public C function, timed as ./ours_driver.ts
// times ours: calls on every puzzle, untimed, until at least WARM_UP_CALLS are made, then PASSES passes over the
// puzzles, each puzzle repeated so a pass's calls add up to about TOTAL_CALLS; a puzzle's time is its fastest
// pass (bench/sections/tdoku.ts runs one pass at a time, taking turns with ours). Prints one line per puzzle:
// the count, tdoku's guesses and the microseconds per call.
//
// usage: count_driver LIMIT TOTAL_CALLS PASSES < puzzles.txt
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

extern "C" size_t TdokuSolverDpllTriadSimd(const char *input, size_t limit, uint32_t configuration,
                                           char *solution, size_t *num_guesses);

int main(int argc, char **argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: %s LIMIT TOTAL_CALLS PASSES < puzzles.txt\n", argv[0]);
        return 2;
    }
    const size_t limit = std::strtoul(argv[1], nullptr, 10);
    const size_t total_calls = std::strtoul(argv[2], nullptr, 10);
    const size_t passes = std::max<size_t>(1, std::strtoul(argv[3], nullptr, 10));
    std::vector<std::string> puzzles;
    for (std::string line; std::getline(std::cin, line);) {
        if (line.size() < 81) continue;
        std::string puzzle = line.substr(0, 81);
        for (char &c : puzzle) if (c == '0') c = '.';
        // tdoku reads past the 81st character (vector loads, and input[81] tells plain from pencil-mark input).
        puzzle.resize(96, '\0');
        puzzles.push_back(puzzle);
    }
    if (puzzles.empty()) return 0;
    char solution[96];
    size_t guesses = 0;
    volatile size_t sink = 0;
    // The same warm-up as ours_driver.ts's (which needs it for the JIT): caches and branch predictors warm too.
    const size_t warm_up_calls = 20000;
    for (size_t calls = 0; calls < warm_up_calls || calls < puzzles.size(); calls += puzzles.size()) {
        for (const auto &p : puzzles) sink = sink + TdokuSolverDpllTriadSimd(p.data(), limit, 0, solution, &guesses);
    }
    const size_t rounds = std::max<size_t>(1, (total_calls + puzzles.size() - 1) / puzzles.size());
    std::vector<double> best(puzzles.size(), 1e300);
    for (size_t pass = 0; pass < passes; pass++) {
        for (size_t i = 0; i < puzzles.size(); i++) {
            const char *p = puzzles[i].data();
            const auto start = std::chrono::steady_clock::now();
            for (size_t r = 0; r < rounds; r++) sink = sink + TdokuSolverDpllTriadSimd(p, limit, 0, solution, &guesses);
            const auto end = std::chrono::steady_clock::now();
            const double micros = std::chrono::duration<double, std::micro>(end - start).count() / (double)rounds;
            if (micros < best[i]) best[i] = micros;
        }
    }
    for (size_t i = 0; i < puzzles.size(); i++) {
        const size_t count = TdokuSolverDpllTriadSimd(puzzles[i].data(), limit, 0, solution, &guesses);
        std::printf("%zu %zu %.4f\n", count, guesses, best[i]);
    }
    return 0;
}
