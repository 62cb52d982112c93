// Placeholder until the fixtures tests land (removed by their branch).
