{
  "empty": "Chưa có mục nào. Hãy thêm mục đầu tiên.",
  "newTitle": "Mục mới",
  "editTitle": "Sửa mục",
  "view": "Xem",
  "added": "Đã thêm “{{name}}”.",
  "actionsFor": "Thao tác cho {{name}}",
  "fields": {
    "name": "Tên",
    "description": "Mô tả",
    "updatedAt": "Sửa lần cuối",
    "actions": "Thao tác"
  },
  "delete": {
    "title": "Xóa “{{name}}”?",
    "body": "Mục này sẽ bị xóa với mọi người và không thể hoàn tác.",
    "done": "Đã xóa “{{name}}”."
  }
}
