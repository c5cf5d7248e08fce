/* The least a reader in this project's layering must do, written in C:
 * libyaml's event loop (as yaml_baseline.c) plus a node tree with marks,
 * the first step DEVELOPERS.md prescribes ("YAML: events -> nodes with
 * marks"). Built as cheaply as a tree can be: nodes in one growing array
 * (kind, start and end marks, parent and last-child links), scalar text
 * copied into one growing byte buffer, both reused from file to file.
 * No decoding, no execution: what it costs over the bare loop is spent
 * before the scenario model exists.
 * Usage: yaml_nodes FILE... (or a list on stdin with -). */
#include <yaml.h>
#include "bench_files.h"

typedef struct {
  int kind; /* 0 scalar, 1 sequence, 2 mapping, 3 alias, 4 document */
  int parent, previous_sibling, last_child;
  unsigned start_line, start_column, end_line, end_column;
  size_t text_offset, text_length;
} node;

static node *nodes;
static size_t node_count, node_capacity;
static char *text;
static size_t text_count, text_capacity;

static int add_node(int kind, int parent, yaml_mark_t start, yaml_mark_t end) {
  if (node_count == node_capacity) {
    node_capacity = node_capacity ? node_capacity * 2 : 1024;
    nodes = realloc(nodes, node_capacity * sizeof *nodes);
  }
  int index = (int)node_count++;
  node *n = &nodes[index];
  n->kind = kind;
  n->parent = parent;
  n->last_child = -1;
  n->previous_sibling = parent >= 0 ? nodes[parent].last_child : -1;
  if (parent >= 0) nodes[parent].last_child = index;
  n->start_line = (unsigned)start.line; n->start_column = (unsigned)start.column;
  n->end_line = (unsigned)end.line; n->end_column = (unsigned)end.column;
  n->text_offset = 0; n->text_length = 0;
  return index;
}

static long total_nodes;

static long parse_file(const char *path) {
  long size;
  unsigned char *buffer = read_whole_file(path, &size);
  if (!buffer) return -1;
  yaml_parser_t parser;
  yaml_event_t event;
  long events = 0;
  int open = -1; /* the innermost open collection or document */
  node_count = 0;
  text_count = 0;
  yaml_parser_initialize(&parser);
  yaml_parser_set_input_string(&parser, buffer, size);
  for (;;) {
    if (!yaml_parser_parse(&parser, &event)) { fprintf(stderr, "%s: parse error\n", path); break; }
    events++;
    switch (event.type) {
    case YAML_DOCUMENT_START_EVENT:
      open = add_node(4, -1, event.start_mark, event.end_mark);
      break;
    case YAML_SCALAR_EVENT: {
      int index = add_node(0, open, event.start_mark, event.end_mark);
      size_t length = event.data.scalar.length;
      if (text_count + length > text_capacity) {
        while (text_count + length > text_capacity) text_capacity = text_capacity ? text_capacity * 2 : 65536;
        text = realloc(text, text_capacity);
      }
      memcpy(text + text_count, event.data.scalar.value, length);
      nodes[index].text_offset = text_count;
      nodes[index].text_length = length;
      text_count += length;
      break;
    }
    case YAML_ALIAS_EVENT:
      add_node(3, open, event.start_mark, event.end_mark);
      break;
    case YAML_SEQUENCE_START_EVENT:
    case YAML_MAPPING_START_EVENT:
      open = add_node(event.type == YAML_SEQUENCE_START_EVENT ? 1 : 2, open, event.start_mark, event.end_mark);
      break;
    case YAML_SEQUENCE_END_EVENT:
    case YAML_MAPPING_END_EVENT:
    case YAML_DOCUMENT_END_EVENT:
      if (open >= 0) {
        nodes[open].end_line = (unsigned)event.end_mark.line;
        nodes[open].end_column = (unsigned)event.end_mark.column;
        open = nodes[open].parent;
      }
      break;
    default:
      break;
    }
    int done = event.type == YAML_STREAM_END_EVENT;
    yaml_event_delete(&event);
    if (done) break;
  }
  yaml_parser_delete(&parser);
  free(buffer);
  total_nodes += (long)node_count;
  return events;
}

int main(int argc, char **argv) {
  long events = for_each_file(argc, argv, parse_file);
  printf("%ld events, %ld nodes\n", events, total_nodes);
  free(nodes);
  free(text);
  return 0;
}
