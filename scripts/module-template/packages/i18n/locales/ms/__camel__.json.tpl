{
  "empty": "Belum ada apa-apa di sini. Tambah yang pertama.",
  "newTitle": "Entri baharu",
  "editTitle": "Ubah entri",
  "view": "Lihat",
  "added": "“{{name}}” telah ditambah.",
  "actionsFor": "Tindakan untuk {{name}}",
  "fields": {
    "name": "Nama",
    "description": "Keterangan",
    "updatedAt": "Kali terakhir diubah",
    "actions": "Tindakan"
  },
  "delete": {
    "title": "Padam “{{name}}”?",
    "body": "Ia dibuang untuk semua orang. Tindakan ini tidak boleh dibatalkan.",
    "done": "“{{name}}” telah dipadam."
  }
}
