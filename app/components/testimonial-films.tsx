import type { Testimonial } from "~/catalogue/types";
import { VideoTestimonial } from "./video-testimonial";

/** The four portrait guest films, two across on phones and four on wide screens. */
export function TestimonialFilms({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="render-when-near mt-12 grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <VideoTestimonial testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
