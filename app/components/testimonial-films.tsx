import { testimonials } from "~/catalogue/testimonials";
import { VideoTestimonial } from "./video-testimonial";

/**
 * The four portrait guest films, two across on phones and four on wide screens. The same four on
 * every page that shows them, so they come with this component's code (fetched after the page has
 * painted and cached from then on) rather than in each document's route data.
 */
export function TestimonialFilms() {
  return (
    <ul className="render-when-near mt-12 grid grid-cols-2 gap-4 [--render-height:1500px] md:gap-6 md:[--render-height:1900px] lg:grid-cols-4 lg:[--render-height:650px]">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <VideoTestimonial testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
