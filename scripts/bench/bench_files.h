/* What the two C loops share: reading a file whole (as the tool does), and
 * the command line (files as arguments, or a list on stdin with -). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The bytes of `path`, malloc'd, with their count in *size; NULL on failure. */
static unsigned char *read_whole_file(const char *path, long *size) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); return NULL; }
  fseek(f, 0, SEEK_END);
  *size = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *buffer = malloc(*size > 0 ? *size : 1);
  if (fread(buffer, 1, *size, f) != (size_t)*size) { fclose(f); free(buffer); return NULL; }
  fclose(f);
  return buffer;
}

/* Calls `parse` on every file named by the arguments, summing what it returns. */
static long for_each_file(int argc, char **argv, long (*parse)(const char *path)) {
  long total = 0;
  char line[4096];
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-") == 0) {
      while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        if (*line) total += parse(line);
      }
    } else {
      total += parse(argv[i]);
    }
  }
  return total;
}
