/** Turkish texts of the CMS pages: loaded with its route, so they stay out of the shell's bundle. */
export const contentTexts = {
  content: {
    notFoundTitle: 'Sayfa Bulunamadı',
    invalidSlug: "Geçersiz sayfa URL'si",
    notFound: 'Sayfa bulunamadı',
    exception: 'Sayfa yüklenirken bir hata oluştu',
    updated: 'Son güncelleme',
    breadcrumb: 'Sayfa konumu',
  },
} as const;
