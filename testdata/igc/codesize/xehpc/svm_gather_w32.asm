//.kernel svm_gather_w32
//.platform PVCXT
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -enableHalfLSC -dumpcommonisa -output -binary "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -enableHalfLSC "
//.instCount 57
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud alias=BuiltInR0+0 align=32 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.13)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.14)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.9)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.10)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.11)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.12)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=32 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=4 type=d align=2 words (r2.8)
//.declare V36 (42)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V38 (44)  rf=r size=128 type=q align=32 words (r3.0)
//.declare V39 (45)  rf=r size=128 type=q align=32 words (r5.0)
//.declare V41 (47)  rf=r size=128 type=q align=32 words (r7.0)
//.declare V42 (48)  rf=r size=128 type=q align=32 words (r9.0)
//.declare P1 (49)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V43 (50)  rf=r size=64 type=d align=32 words (r1.0)
//.declare V44 (51)  rf=r size=64 type=d align=32 words (r11.0)
//.declare V45 (52)  rf=r size=128 type=d align=32 words (r12.0)
//.declare V46 (53)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.2)
//.declare  (54)  rf=r size=64 type=ud align=32 words (r14.0)
//.declare  (55)  rf=r size=64 type=uq alias=+0 align=32 words (r14.0)
//.declare V47 (56)  rf=r size=128 type=q alias=V39+0 align=32 words (r5.0)
//.declare V48 (57)  rf=r size=8 type=q alias=V36+0 align=4 words (r2.1)
//.declare V49 (58)  rf=r size=128 type=q alias=V38+0 align=32 words (r3.0)
//.declare V50 (59)  rf=r size=128 type=q alias=V42+0 align=32 words (r9.0)
//.declare V51 (60)  rf=r size=128 type=q alias=V41+0 align=32 words (r7.0)
//.declare V52 (61)  rf=r size=128 type=ud alias=V45+0 align=32 words (r12.0)
//.declare V53 (62)  rf=r size=4 type=ud alias=V35+0 align=2 words (r2.8)
//.declare V54 (63)  rf=r size=128 type=uq alias=V39+0 align=32 words (r5.0)
//.declare V55 (64)  rf=r size=128 type=uq alias=V42+0 align=32 words (r9.0)
//.declare V56 (65)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.3)
//.declare  (66)  rf=r size=64 type=ud align=32 words (r15.0)
//.declare  (67)  rf=r size=64 type=uq alias=+0 align=32 words (r15.0)
//.declare  (68)  rf=r size=64 type=ud align=32 words (r127.0)
//.declare  (69)  rf=r size=32 type=ud align=2 words (r0.0)
//.declare  (70)  rf=r size=32 type=ud align=2 words (r127.0)
//.declare  (71)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (72)  rf=r size=64 type=ud align=32 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V36      | :q       |      8 | r2+8     | general    |
// | V32      | :q       |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2+24    | general    |
// | V35      | :d       |      4 | r2+32    | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r1:1 bti[255][r127:1]   {A@1,$0} // ex_desc:0xFF000000; desc:0x6218D500 // $46
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r2:1 bti[255][r127:1]   {A@1,$1} // ex_desc:0xFF000000; desc:0x6218D500 // $46
// B002: Preds:{B001},  Succs:{}
// svm_gather_w32_BB_0:
(W)     mov (1|M0)               r14.0<1>:uq   r2.2<0;1,0>:uq                   {Compacted,$1.dst}   // $1
        mov (16|M0)              r3.0<1>:q     48:w                                                  // $3
(W)     send.dc1 (16|M0)         r12      r14     null:0  0x0            0x022D04FF           {I@2,$2} // wr:1h+0, rd:2; a64 unaligned oword block read x8 // $1
        mov (16|M0)              r7.0<1>:q     112:w                                                 // $21
        mov (1|M0)               r4.6<1>:q     20:w                                                  // $4
        mov (1|M0)               r4.5<1>:q     120:w                                                 // $5
        mov (1|M0)               r4.4<1>:q     92:w                                                  // $6
        mov (1|M0)               r4.3<1>:q     64:w                                                  // $7
        mov (1|M0)               r4.2<1>:q     36:w                                                  // $8
        mov (1|M0)               r4.1<1>:q     8:w                                                   // $9
        mov (1|M0)               r4.0<1>:q     108:w                                                 // $10
        mov (1|M0)               r3.7<1>:q     80:w                                                  // $11
        mov (1|M0)               r3.6<1>:q     52:w                                                  // $12
        mov (1|M0)               r3.5<1>:q     24:w                                                  // $13
        mov (1|M0)               r3.4<1>:q     124:w                                                 // $14
        mov (1|M0)               r3.3<1>:q     96:w                                                  // $15
        mov (1|M0)               r3.2<1>:q     68:w                                                  // $16
        mov (1|M0)               r3.1<1>:q     40:w                                                  // $17
        mov (1|M0)               r3.0<1>:q     12:w                                                  // $18
        mov (1|M0)               r8.6<1>:q     84:w                                                  // $22
        mov (1|M0)               r8.5<1>:q     56:w                                                  // $23
        mov (1|M0)               r8.4<1>:q     28:w                                                  // $24
        mov (1|M0)               r8.3<1>:q     0:w                                                   // $25
        mov (1|M0)               r8.2<1>:q     100:w                                                 // $26
        mov (1|M0)               r8.1<1>:q     72:w                                                  // $27
        mov (1|M0)               r8.0<1>:q     44:w                                                  // $28
        mov (1|M0)               r7.7<1>:q     16:w                                                  // $29
        mov (1|M0)               r7.6<1>:q     116:w                                                 // $30
        mov (1|M0)               r7.5<1>:q     88:w                                                  // $31
        mov (1|M0)               r7.4<1>:q     60:w                                                  // $32
        mov (1|M0)               r7.3<1>:q     32:w                                                  // $33
        mov (1|M0)               r7.2<1>:q     4:w                                                   // $34
        mov (1|M0)               r7.1<1>:q     104:w                                                 // $35
        mov (1|M0)               r7.0<1>:q     76:w                                                  // $36
        add (16|M0)              r5.0<1>:q     r2.1<0;1,0>:q     r3.0<1;1,0>:q    {Compacted}        // $19
        cmp (32|M0)   (lt)f0.0   null<1>:ud    r12.0<1;1,0>:ud   r2.8<0;1,0>:ud   {$2.dst}           // $39
        add (16|M0)              r9.0<1>:q     r2.1<0;1,0>:q     r7.0<1;1,0>:q    {Compacted,I@3}    // $37
        mov (16|M0)              r1.0<1>:d     r12.0<1;1,0>:d                   {Compacted,$0.dst}   // $38
(f0.0)  send.dc1 (16|M0)         r1       r5      null:0  0x0            0x041411FF           {A@1,$3} // wr:2+0, rd:1; a64 dword gathering read // $40
        mov (16|M0)              r11.0<1>:d    r13.0<1;1,0>:d                   {Compacted}          // $41
(f0.0)  send.dc1 (16|M16)        r11      r9      null:0  0x0            0x041411FF           {I@1,$4} // wr:2+0, rd:1; a64 dword gathering read // $43
(W)     mov (1|M0)               r15.0<1>:uq   r2.3<0;1,0>:uq                   {Compacted}          // $45
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}          // $46
(f0.0)  mov (16|M0)              r12.0<1>:d    r1.0<1;1,0>:d                    {Compacted,$3.dst}   // $42
(f0.0)  mov (16|M16)             r13.0<1>:d    r11.0<1;1,0>:d                   {$4.dst}             // $44
(W)     send.dc1 (16|M0)         null     r15     r12:2   0x0            0x020D44FF           {A@1,$5} // wr:1h+2, rd:0; a64 unaligned oword block write x8 // $45
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread // $46


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD32ReadSuppressions: 0
//.SIMD16s: 62
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
