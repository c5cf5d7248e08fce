#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// SwiftPM links executables on Linux with `--defsym main=<Module>_main`, a
// symbol `-parse-as-library` never emits, so libFuzzer's own `main` cannot be
// used. This defines the expected symbol and hands control to libFuzzer's
// driver with the entry point below, which also defines the symbol the
// fuzzer runtime itself refers to.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

// The Swift body of the target (`@_cdecl` in FuzzScenarios.swift).
int FocusFuzzOneInput(const uint8_t *data, size_t size);

struct fuzz_call {
  const uint8_t *data;
  size_t size;
};

static void *fuzz_thread(void *argument) {
  struct fuzz_call *call = argument;
  FocusFuzzOneInput(call->data, call->size);
  return NULL;
}

// The stack each input runs on, in KiB, from FOCUS_FUZZ_STACK_KB; 0 (the
// default) runs it on the main thread's 8 MiB. The CLI runs files on Swift
// concurrency's worker threads, whose stacks are smaller, but AddressSanitizer
// makes every frame several times larger: measured on this build, the main
// thread overflows at about 1,000 levels of view nesting through aliases
// (the CLI at about 1,700), while a 512 KiB thread overflows below 200,
// inside what the format allows. A smaller stack can still be asked for.
static size_t stack_bytes(void) {
  static size_t bytes = (size_t)-1;
  if (bytes == (size_t)-1) {
    const char *text = getenv("FOCUS_FUZZ_STACK_KB");
    bytes = (text ? strtoull(text, NULL, 10) : 0) * 1024;
  }
  return bytes;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  size_t bytes = stack_bytes();
  if (bytes == 0) return FocusFuzzOneInput(data, size);
  struct fuzz_call call = {data, size};
  pthread_attr_t attributes;
  pthread_t thread;
  pthread_attr_init(&attributes);
  pthread_attr_setstacksize(&attributes, bytes);
  if (pthread_create(&thread, &attributes, fuzz_thread, &call) != 0) {
    // Never pass an input untested: a harness that cannot run it stops.
    perror("pthread_create");
    abort();
  }
  pthread_join(thread, NULL);
  pthread_attr_destroy(&attributes);
  return 0;
}

int FuzzScenarios_main(int argc, char **argv) {
  return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
