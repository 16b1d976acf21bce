{
  "empty": "这里还没有内容。添加第一条吧。",
  "newTitle": "新建条目",
  "editTitle": "修改条目",
  "view": "查看",
  "added": "已添加“{{name}}”。",
  "actionsFor": "{{name}} 的操作",
  "fields": {
    "name": "名称",
    "description": "描述",
    "updatedAt": "最后修改",
    "actions": "操作"
  },
  "delete": {
    "title": "删除“{{name}}”？",
    "body": "删除后所有人都将看不到它，且无法撤销。",
    "done": "已删除“{{name}}”。"
  }
}
