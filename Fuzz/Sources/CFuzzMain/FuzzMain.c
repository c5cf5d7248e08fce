#include <stddef.h>
#include <stdint.h>

// SwiftPM links executables on Linux with `--defsym main=<Module>_main`, a
// symbol `-parse-as-library` never emits, so libFuzzer's own `main` cannot be
// used. This defines the expected symbol and hands control to libFuzzer's
// driver with the Swift callback (`@_cdecl` in FuzzScenarios.swift).
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int FuzzScenarios_main(int argc, char **argv) {
  return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
