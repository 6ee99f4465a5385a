/** Three static testimonials for the landing page and /testimonials (spec 01 §1). */
export interface Testimonial {
  quote: string;
  name: string;
  city: string;
  service: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'After my father’s knee replacement, an Arogya nurse came every morning for two weeks. She dressed the wound, helped him with his exercises and kept all of us calm. We never once had to rush back to the hospital.',
    name: 'Meera Iyer',
    city: 'Chennai',
    service: 'Post-operative nursing',
  },
  {
    quote:
      'My mother is 78 and dreads hospital queues. The doctor visited at home and was patient with all her questions, and the lab technician collected her blood sample the next morning. The report was on my phone by evening.',
    name: 'Rahul Verma',
    city: 'Patna',
    service: 'Home visit and lab test',
  },
  {
    quote:
      'Our daughter had a high fever late at night. We had a video consultation with a paediatrician within the hour — she told us exactly what to watch for, and the prescription was waiting in the app.',
    name: 'Ananya Ghosh',
    city: 'Kolkata',
    service: 'Video consultation',
  },
];
