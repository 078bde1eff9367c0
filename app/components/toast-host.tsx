import { useEffect } from "react";
import { toast as sonner, Toaster as SonnerToaster } from "sonner";
import { attachToastSink } from "./toast-queue";

export default function ToastHost() {
  useEffect(
    () =>
      attachToastSink(({ kind, title, description }) => {
        const options = { description };
        if (kind === "success") sonner.success(title, options);
        else if (kind === "error") sonner.error(title, options);
        else sonner.message(title, options);
      }),
    [],
  );
  return <SonnerToaster position="top-center" closeButton duration={6000} toastOptions={{ style: { fontFamily: "var(--font-sans)" } }} />;
}
