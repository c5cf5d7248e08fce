#pragma once
#include <stddef.h>
#include <stdint.h>

// libFuzzer's byte mutation, for the structure-aware mutator to fall back
// on (StructureMutator.swift); defined by the fuzzer runtime.
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
