{
  "empty": "Nothing here yet. Add the first one.",
  "newTitle": "New entry",
  "editTitle": "Change entry",
  "view": "View",
  "added": "“{{name}}” added.",
  "actionsFor": "Actions for {{name}}",
  "fields": {
    "name": "Name",
    "description": "Description",
    "updatedAt": "Last changed",
    "actions": "Actions"
  },
  "delete": {
    "title": "Delete “{{name}}”?",
    "body": "It is removed for everyone. This cannot be undone.",
    "done": "“{{name}}” deleted."
  }
}
