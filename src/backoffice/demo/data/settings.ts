/** Settings of the demo site: code → values (the first value is the one used). */
export const settings: Record<string, string[]> = {
  phone_lb: ['+961 1 000 000'],
  phone_ae: ['+971 4 000 0000'],
  contact_email: ['contact@wallfiller-demo.example'],
  link_enduit_pro: ['professional-compounds'],
  link_enduit_part: ['our-fillers'],
  link_facebook: ['https://www.facebook.com/wallfiller-demo'],
  link_youtube: ['https://www.youtube.com/@wallfiller-demo'],
  link_pinterest: ['https://www.pinterest.com/wallfillerdemo'],
  link_instagram: ['https://www.instagram.com/wallfiller.demo'],
  link_linkedin: ['https://www.linkedin.com/company/wallfiller-demo'],
  // Promises the site keeps for each audience (the pages that keep them: technical service,
  // training, technical documentation, history; advice and videos, consumer service, stores).
  // There is no basket: no payment or delivery promise here (free delivery shows with the cart).
  selling_points_pro: [
    'Technical support on your worksites',
    'Training for your teams',
    'A technical sheet for every product',
    'Made in France since 1936',
  ],
  selling_points_part: [
    'Advice and video tutorials',
    'Answers within two working days',
    'Sold in DIY stores near you',
    'Made in France since 1936',
  ],
  // The choice guide asks these characteristics in this order.
  choice_guide_part: ['work_type', 'application_area', 'support', 'form'],
  choice_guide_pro: ['work_type', 'support', 'form', 'finish'],
  free_shipping_threshold: ['150'],
  recaptcha_site_key: [''],
  maps_key: [''],
  video_key: [''],
  tag_manager_id: [''],
  consent_cookie_name: ['cookie_consent'],
  media_host: ['https://media.wallfiller-demo.example'],
};
