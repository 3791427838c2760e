target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p) {
entry:
  %x = load i32, ptr %p
  %y = add i32 %x, %undefined_value
  store i32 %y, ptr %p
  ret void
}
