/* The physical limit of a run: libyaml's bare event loop over the same files
 * (yaml_parser_parse until STREAM_END), reading each file fully first like
 * the tool does. Usage: yaml_baseline FILE... (or a list on stdin with -). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static long parse_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); return -1; }
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *buffer = malloc(size > 0 ? size : 1);
  if (fread(buffer, 1, size, f) != (size_t)size) { fclose(f); free(buffer); return -1; }
  fclose(f);
  yaml_parser_t parser;
  yaml_event_t event;
  long events = 0;
  yaml_parser_initialize(&parser);
  yaml_parser_set_input_string(&parser, buffer, size);
  for (;;) {
    if (!yaml_parser_parse(&parser, &event)) { fprintf(stderr, "%s: parse error\n", path); break; }
    int done = event.type == YAML_STREAM_END_EVENT;
    yaml_event_delete(&event);
    events++;
    if (done) break;
  }
  yaml_parser_delete(&parser);
  free(buffer);
  return events;
}

int main(int argc, char **argv) {
  long total = 0;
  char line[4096];
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-") == 0) {
      while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        if (*line) total += parse_file(line);
      }
    } else {
      total += parse_file(argv[i]);
    }
  }
  printf("%ld events\n", total);
  return 0;
}
