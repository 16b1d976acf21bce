{
  "empty": "Belum ada data. Tambahkan yang pertama.",
  "newTitle": "Entri baru",
  "editTitle": "Ubah entri",
  "view": "Lihat",
  "added": "“{{name}}” ditambahkan.",
  "actionsFor": "Tindakan untuk {{name}}",
  "fields": {
    "name": "Nama",
    "description": "Deskripsi",
    "updatedAt": "Terakhir diubah",
    "actions": "Tindakan"
  },
  "delete": {
    "title": "Hapus “{{name}}”?",
    "body": "Data ini dihapus untuk semua orang dan tidak dapat dibatalkan.",
    "done": "“{{name}}” dihapus."
  }
}
