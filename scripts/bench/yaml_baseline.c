/* The physical limit of a run: libyaml's bare event loop over the same files
 * (yaml_parser_parse until STREAM_END), reading each file fully first like
 * the tool does. Usage: yaml_baseline FILE... (or a list on stdin with -). */
#include <yaml.h>
#include "bench_files.h"

static long parse_file(const char *path) {
  long size;
  unsigned char *buffer = read_whole_file(path, &size);
  if (!buffer) return -1;
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
  printf("%ld events\n", for_each_file(argc, argv, parse_file));
  return 0;
}
